/**
 * The OAuth server inside the app process (DESIGN §2): oidc-provider answers `/oauth/*` and the metadata documents,
 * our pages answer `/oauth/interaction/*`. It works on the process's own Payload instance (outside Next): its
 * connection pool for the store, its login for the cockpit's sign-in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { KoaContextWithOIDC } from 'oidc-provider'
import type { Payload } from 'payload'

import { findUserId } from '../auth/findUserId'
import { resolvePayloadSecret } from '../../ground/config/database'
import { derivedKey } from '../../ground/config/derivedKey'
import type { Env } from '../../ground/env'
import { pathnameOf } from '../../ground/http/requestTarget'
import { LIMITS, limiterOf } from '../../ground/rateLimit/limiterOf'
import { hashPresentedClientSecret } from './clientSecrets'
import { applyDefaultScope, FormTooLarge } from './defaultScope'
import { createDeviceCodeGuesses, sessionIdOf } from './deviceCodeGuesses'
import { deviceWaitPage, TOO_MANY_GUESSES } from './devicePages'
import { createInteractionHandler, isInteractionPath } from './interactions'
import { deleteExpiredModels } from './postgresAdapter'
import { createOAuthProvider } from './provider'
import { poolOf } from '../../ground/db/adapter'
import { createSealer } from './sealing'
import { loadSigningKeys } from './signingKeys'
import { clientNetworkOf, createStartLimit, routeKeyOf, sendRateLimitedJson, sendRateLimitedPage } from './startLimit'

/** Expired sign-in state goes within minutes of its end (postgresAdapter.ts, deleteExpiredModels). */
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000

const METADATA_PATHS = new Set(['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration'])

export interface OAuthServer {
  /** Whether a request to `pathname` (its path without the query) belongs to the OAuth server. */
  owns(pathname: string): boolean
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
  close(): Promise<void>
}

export async function startOAuthServer(env: Env, payload: Payload): Promise<OAuthServer> {
  const pool = poolOf(payload)
  const secret = resolvePayloadSecret(env)
  const sealer = createSealer(derivedKey(secret, 'oauth-store'))
  const keys = await loadSigningKeys(pool, sealer)
  const guesses = createDeviceCodeGuesses({
    perSession: limiterOf(payload, LIMITS.deviceCodeGuessesPerSession),
    perNetwork: limiterOf(payload, LIMITS.deviceCodeGuessesPerNetwork),
  })
  const provider = createOAuthProvider({
    env,
    guesses,
    pool,
    sealer,
    keys,
    cookieKeys: [derivedKey(secret, 'oauth-cookies').toString('base64url')],
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const userId = await findUserId(pool, Number(id) || 0)
      if (userId === null) return undefined
      return { accountId: String(userId), claims: async () => ({ sub: String(userId) }) }
    },
  })
  const callback = provider.callback()
  const handleInteraction = createInteractionHandler(provider, payload, env.baseUrl)
  const registrations = limiterOf(payload, LIMITS.oauthRegistrations)
  const startAllowed = createStartLimit(limiterOf(payload, LIMITS.oauthStarts))
  const sessionCookie = provider.cookieName('session')
  const cleanup = setInterval(() => void deleteExpiredModels(pool).catch(() => undefined), CLEANUP_INTERVAL_MS)
  cleanup.unref()

  const pathOf = (req: IncomingMessage) => pathnameOf(req.url ?? '/')
  // oidc-provider's router ignores case and a trailing slash; so does the check for its registration path.
  const isRegistration = (path: string) => path.toLowerCase().replace(/\/+$/, '') === '/oauth/register'
  const base = new URL(env.baseUrl)

  async function registrationAllowed(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const verdict = await registrations.consume(clientNetworkOf(req))
    if (verdict.allowed) return true
    const description = `At most ${registrations.policy.points} client registrations per hour from one address; retry after ${verdict.resetSeconds} s.`
    sendRateLimitedJson(res, registrations.policy, verdict, description)
    return false
  }

  /** The device page, once its session or network has no tries left (deviceCodeGuesses.ts): before a code is looked up. */
  async function devicePageAllowed(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (routeKeyOf(path) !== '/OAUTH/DEVICE') return true
    const { spent } = await guesses.before(sessionIdOf(req, sessionCookie), req)
    if (!spent) return true
    sendRateLimitedPage(res, spent.policy, spent.verdict, deviceWaitPage(spent.verdict.resetSeconds, TOO_MANY_GUESSES))
    return false
  }

  return {
    owns(pathname) {
      return pathname === '/oauth' || pathname.startsWith('/oauth/') || METADATA_PATHS.has(pathname)
    },
    async handle(req, res) {
      const path = pathOf(req)
      req.headers.host = base.host
      req.headers['x-forwarded-proto'] = base.protocol.replace(':', '')
      delete req.headers['x-forwarded-host']
      if (isInteractionPath(path)) return handleInteraction(req, res)
      if (isRegistration(path) && req.method === 'POST' && !(await registrationAllowed(req, res))) return
      if (!(await devicePageAllowed(req, res, path)) || !(await startAllowed(req, res, path))) return
      // Every endpoint where a client authenticates (token, device code, revocation, introspection, PAR).
      if (req.method === 'POST' && !isRegistration(path)) hashPresentedClientSecret(req)
      try {
        await applyDefaultScope(req, path)
      } catch (error) {
        if (!(error instanceof FormTooLarge)) throw error
        res.writeHead(413, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' })
        res.end(JSON.stringify({ error: 'invalid_request', error_description: error.message }))
        return
      }
      await callback(req, res)
    },
    async close() {
      clearInterval(cleanup)
    },
  }
}
