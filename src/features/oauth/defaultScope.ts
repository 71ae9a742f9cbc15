/**
 * An authorization that names no scope asks for `articles:read` (docs/decisions/027-default-scope.md). oidc-provider
 * would carry the empty request through the person's approval and then end it in an unexplained `access_denied`,
 * since it issues only scopes that were requested; so the default is written into the request before it reads it:
 * into the query of `GET /oauth/authorize`, and into the form of `POST /oauth/authorize`, `/oauth/par` and
 * `/oauth/device/code`.
 */
import type { IncomingMessage } from 'node:http'

import type { OAuthScope } from './scopes'

export const DEFAULT_SCOPE: OAuthScope = 'articles:read'

/** oidc-provider's own limit for a form body. */
const FORM_LIMIT_BYTES = 56 * 1024

const ASKING_PATHS = new Set(['/oauth/authorize', '/oauth/par', '/oauth/device/code'])

/** Whether the request is one that asks for scopes; `path` as oidc-provider's router reads it (any case, a trailing slash). */
const asksForScopes = (path: string) => ASKING_PATHS.has(path.toLowerCase().replace(/\/+$/, ''))

const named = (scope: string | null) => (scope ?? '').trim() !== ''

export async function applyDefaultScope(req: IncomingMessage, path: string): Promise<void> {
  if (!asksForScopes(path)) return
  if (req.method === 'GET' || req.method === 'HEAD') {
    const url = new URL(req.url ?? '/', 'http://request')
    // A pushed request (PAR) or a request object carries its own parameters.
    if (named(url.searchParams.get('scope')) || url.searchParams.has('request_uri') || url.searchParams.has('request'))
      return
    url.searchParams.set('scope', DEFAULT_SCOPE)
    req.url = `${url.pathname}${url.search}`
    return
  }
  if (req.method !== 'POST' || !/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return
  const form = await readForm(req)
  if (form === null) return
  if (!named(form.get('scope')) && !form.has('request_uri') && !form.has('request')) form.set('scope', DEFAULT_SCOPE)
  // oidc-provider reads a body an earlier handler has read from `req.body` (lib/shared/selective_body.js).
  ;(req as IncomingMessage & { body?: string }).body = form.toString()
}

/** The form, or null when it is larger than oidc-provider takes (which then refuses it itself, unread). */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > FORM_LIMIT_BYTES) return null
  const chunks: Buffer[] = []
  let received = 0
  for await (const chunk of req) {
    received += (chunk as Buffer).length
    if (received > FORM_LIMIT_BYTES) throw new FormTooLarge()
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export class FormTooLarge extends Error {
  constructor() {
    super(`the form is larger than ${FORM_LIMIT_BYTES} bytes`)
  }
}
