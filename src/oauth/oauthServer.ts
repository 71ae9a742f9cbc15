/**
 * The OAuth server inside the app process (DESIGN §2): oidc-provider answers `/oauth/*` and the metadata documents,
 * our pages answer `/oauth/interaction/*`. It works on the process's own Payload instance (outside Next): its
 * connection pool for the store, its login for the cockpit's sign-in.
 */
import { createHmac } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { KoaContextWithOIDC } from 'oidc-provider'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { resolvePayloadSecret } from '../config/database'
import { derivedKey } from '../config/derivedKey'
import type { Env } from '../env'
import { CLIENT_IP_HEADER } from '../http/clientAddress'
import { networkKey } from '../http/clientNetwork'
import { hashPresentedClientSecret } from './clientSecrets'
import { createInteractionHandler, isInteractionPath } from './interactions'
import { deleteExpiredModels } from './postgresAdapter'
import { createOAuthProvider } from './provider'
import { poolOf } from '../db/adapter'
import { createSealer } from './sealing'
import { loadSigningKeys } from './signingKeys'

/** Open registration is limited per client address: registering is free, a flood of clients is not. */
const REGISTRATIONS_PER_HOUR = 20

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000

const METADATA_PATHS = new Set(['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration'])

export interface OAuthServer {
  /** Whether a request belongs to the OAuth server. */
  owns(req: IncomingMessage): boolean
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
  close(): Promise<void>
}

export async function startOAuthServer(env: Env, payload: Payload): Promise<OAuthServer> {
  const pool = poolOf(payload)
  const secret = resolvePayloadSecret(env)
  const sealer = createSealer(derivedKey(secret, 'oauth-store'))
  const keys = await loadSigningKeys(pool, sealer)
  const provider = createOAuthProvider({
    env,
    pool,
    sealer,
    keys,
    cookieKeys: [derivedKey(secret, 'oauth-cookies').toString('base64url')],
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const { rows } = await pool.query<{ id: number }>(`SELECT id FROM users WHERE id = $1`, [Number(id) || 0])
      if (!rows[0]) return undefined
      return { accountId: String(rows[0].id), claims: async () => ({ sub: String(rows[0]!.id) }) }
    },
  })
  const callback = provider.callback()
  const handleInteraction = createInteractionHandler(provider, payload, env.baseUrl)
  const registrations = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'oauth-register',
    points: REGISTRATIONS_PER_HOUR,
    duration: 3600,
  })

  const limitKeyHash = derivedKey(secret, 'rate-limit-keys')
  const cleanup = setInterval(() => void deleteExpiredModels(pool).catch(() => undefined), CLEANUP_INTERVAL_MS)
  cleanup.unref()

  const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0]!
  // oidc-provider's router ignores case and a trailing slash; so does the check for its registration path.
  const isRegistration = (path: string) => path.toLowerCase().replace(/\/+$/, '') === '/oauth/register'
  const base = new URL(env.baseUrl)

  async function registrationAllowed(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    try {
      // A keyed hash, as the newsletter's limits: the shared table holds no client address in the clear.
      await registrations.consume(createHmac('sha256', limitKeyHash).update(networkKey(String(req.headers[CLIENT_IP_HEADER] ?? 'unknown'))).digest('base64url'))
      return true
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' })
      res.end(JSON.stringify({ error: 'rate_limited', error_description: `At most ${REGISTRATIONS_PER_HOUR} client registrations per hour from one address; retry after ${retryAfter} s.` }))
      return false
    }
  }

  return {
    owns(req) {
      const path = pathOf(req)
      return path === '/oauth' || path.startsWith('/oauth/') || METADATA_PATHS.has(path)
    },
    async handle(req, res) {
      const path = pathOf(req)
      req.headers.host = base.host
      req.headers['x-forwarded-proto'] = base.protocol.replace(':', '')
      delete req.headers['x-forwarded-host']
      if (isInteractionPath(path)) return handleInteraction(req, res)
      if (isRegistration(path) && req.method === 'POST' && !(await registrationAllowed(req, res))) return
      // Every endpoint where a client authenticates (token, device code, revocation, introspection, PAR).
      if (req.method === 'POST' && !isRegistration(path)) hashPresentedClientSecret(req)
      await callback(req, res)
    },
    async close() {
      clearInterval(cleanup)
    },
  }
}
