/**
 * Our sign-in and consent pages, where oidc-provider sends a person during an authorization or a device flow
 * (`/oauth/interaction/{uid}`). Sign-in is the cockpit's own (Payload's login: the same passwords, the same limits
 * on failed attempts, docs/decisions/020-sign-in-policy.md); consent shows who asks, where the answer goes, what
 * for, and for which resource, and nothing is granted until the person presses Approve.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type Provider from 'oidc-provider'
import type { Payload } from 'payload'

import { roleOf } from '../../content/access/roles'
import { SignInThrottled } from '../auth/signInLimits'
import { SecondFactorRequired } from '../secondFactor/signInGate'
import { CLIENT_IP_HEADER } from '../../ground/http/client/clientIp'
import { clientHtml } from './clientClaim'
import { clientHostOf } from './clientNames'
import { consentPage, consentScopes } from './consentPage'
import { escapeHtml, oauthPage, problemBox } from './pages'
import { mcpResourceUrl } from './scopes'
import { firstSecondStepPage, handleOAuthSecondStep, setUpFirstPage } from './secondStepPage'

const MAX_FORM_BYTES = 16 * 1024
const PATH = /^\/oauth\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|second-factor|consent|abort))?$/

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** The security headers (framing, CSP) are the OAuth area's, set by the router (src/server/securityHeaders.ts). */
function send(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
  res.end(html)
}

interface SignInProblem {
  message: string
  status: 401 | 429
  retryAfterSeconds?: number
}

function loginPage(uid: string, client: { name: string; host: string | null }, problem?: string, email = ''): string {
  return oauthPage(
    'Sign in',
    `<h1>Sign in to approve access</h1>
${clientHtml(client.name, client.host)}
<p>It asks for access to PMS News on your behalf. Sign in with your cockpit account first.</p>
${problemBox(problem)}
<form method="post" action="/oauth/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label><input id="email" type="email" name="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label><input id="password" type="password" name="password" autocomplete="current-password" required>
<div class="actions"><button type="submit">Sign in</button></div>
</form>
<form method="post" action="/oauth/interaction/${escapeHtml(uid)}/abort"><button type="submit" class="secondary">Cancel</button></form>`,
  )
}

export function isInteractionPath(pathname: string): boolean {
  return pathname.startsWith('/oauth/interaction/')
}

export function createInteractionHandler(provider: Provider, payload: Payload, baseUrl: string) {
  const resource = mcpResourceUrl(baseUrl)

  const clientNameOf = async (clientId: unknown) => {
    const client = typeof clientId === 'string' ? await provider.Client.find(clientId) : undefined
    return client?.clientName ?? String(clientId ?? 'An application')
  }

  async function showPrompt(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    problem?: SignInProblem,
    email?: string,
  ): Promise<void> {
    const details = await provider.interactionDetails(req, res)
    const clientName = await clientNameOf(details.params.client_id)
    if (details.prompt.name === 'login') {
      const headers: Record<string, string> = problem?.retryAfterSeconds
        ? { 'Retry-After': String(problem.retryAfterSeconds) }
        : {}
      return send(
        res,
        problem?.status ?? 200,
        loginPage(uid, { name: clientName, host: clientHostOf(details.params.client_id) }, problem?.message, email),
        headers,
      )
    }
    const missing = details.prompt.details.missingResourceScopes as Record<string, string[]> | undefined
    const accountId = details.session?.accountId
    const user = accountId
      ? await payload.findByID({ collection: 'users', id: Number(accountId), depth: 0, disableErrors: true })
      : null
    const redirectUri = typeof details.params.redirect_uri === 'string' ? details.params.redirect_uri : null
    send(
      res,
      200,
      consentPage({
        uid,
        clientName,
        clientHost: clientHostOf(details.params.client_id),
        redirectHost: redirectUri ? new URL(redirectUri).host : null,
        ...consentScopes(missing?.[resource] ?? [], user),
        resource,
        account: user?.email ?? `account ${accountId}`,
      }),
    )
  }

  async function signIn(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const form = await readForm(req)
    const email = (form.get('email') ?? '').trim().slice(0, 254)
    const password = form.get('password') ?? ''
    try {
      // The client's address goes along in the header the cockpit's requests carry it in: the same limits apply.
      const headers = new Headers({ [CLIENT_IP_HEADER]: String(req.headers[CLIENT_IP_HEADER] ?? 'unknown') })
      const { user } = await payload.login({
        collection: 'users',
        data: { email, password },
        depth: 0,
        req: { headers },
      })
      if (!user || roleOf({ ...user, collection: 'users' }) === null) throw new Error('no cockpit role')
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: String(user.id) } },
        { mergeWithLastSubmission: false },
      )
    } catch (error) {
      // A right password of a person with a second factor: the second step (docs/decisions/063-second-factor.md).
      if (error instanceof SecondFactorRequired)
        return error.data.second_step === 'set-up'
          ? send(res, 403, setUpFirstPage())
          : send(res, 200, await firstSecondStepPage(payload, req, uid, error.ticket))
      const problem: SignInProblem =
        error instanceof SignInThrottled
          ? { message: error.message, status: 429, retryAfterSeconds: error.retryAfterSeconds }
          : { message: 'The email or password is not right.', status: 401 }
      await showPrompt(req, res, uid, problem, email)
    }
  }

  async function approve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res)
    const accountId = details.session?.accountId
    if (details.prompt.name !== 'consent' || !accountId)
      return send(res, 400, oauthPage('Not now', '<h1>Nothing to approve</h1><p>Sign in first.</p>'))
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
    const promptDetails = details.prompt.details
    if (Array.isArray(promptDetails.missingOIDCScope))
      grant.addOIDCScope((promptDetails.missingOIDCScope as string[]).join(' '))
    if (Array.isArray(promptDetails.missingOIDCClaims)) grant.addOIDCClaims(promptDetails.missingOIDCClaims as string[])
    for (const [indicator, scopes] of Object.entries(
      (promptDetails.missingResourceScopes as Record<string, string[]> | undefined) ?? {},
    )) {
      grant.addResourceScope(indicator, scopes.join(' '))
    }
    const grantId = await grant.save()
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
  }

  async function deny(req: IncomingMessage, res: ServerResponse): Promise<void> {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The person did not approve access' },
      { mergeWithLastSubmission: false },
    )
  }

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = PATH.exec((req.url ?? '').split('?')[0]!)
    try {
      if (!match) throw new Error('not an interaction path')
      const [, uid, action] = match
      if (req.method === 'GET' && !action) return await showPrompt(req, res, uid!)
      if (req.method === 'POST' && action === 'login') return await signIn(req, res, uid!)
      if (req.method === 'POST' && action === 'second-factor')
        return await handleOAuthSecondStep(provider, payload, { req, res, uid: uid!, form: await readForm(req), send })
      if (req.method === 'POST' && action === 'consent') return await approve(req, res)
      if (req.method === 'POST' && action === 'abort') return await deny(req, res)
      send(res, 405, oauthPage('Not allowed', '<h1>Not allowed</h1>'))
    } catch {
      // An expired or foreign interaction (no cookie, another browser, a replayed form): nothing to resume.
      if (!res.headersSent) {
        send(
          res,
          400,
          oauthPage(
            'Sign-in expired',
            `<h1>This sign-in has expired</h1><p>Go back to the application and start again.</p>`,
          ),
        )
      }
    }
  }
}
