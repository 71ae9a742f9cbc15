/**
 * Bearer authentication of the ingestion API with operator tokens (spec "Authentication" 2 and 5; RFC 6750).
 * The token is accepted from the `Authorization` header only. One offered in the query string is refused and the
 * request is logged by path alone, so the secret never reaches a log.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isRole, type Role } from '../../content/access/roles'
import { unauthorized } from '../../ground/errors/AppError'
import { hashApiToken, looksLikeApiToken, sameTokenHash } from './apiTokenSecret'
import { drizzleOf } from '../../ground/db/adapter'

export interface ApiTokenPrincipal {
  tokenId: number
  name: string
  /** What the token may do (docs/decisions/060-four-roles.md): a contributor's token writes drafts only. */
  role: Role
}

/** Query parameters under which clients commonly send tokens (RFC 6750 §2.3 names `access_token`). */
const QUERY_TOKEN_PARAMETERS = ['access_token', 'token', 'api_key', 'apikey', 'key']

/** `last_used_at` is written at most this often per token, so that a busy pipeline does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000

const MAX_AUTHORIZATION_LENGTH = 512

interface TokenRow {
  id: number
  name: string
  role: string
  token_hash: string
  revoked_at: Date | string | null
  /** The database's verdict, so that no clock but PostgreSQL's decides. */
  expired: boolean
  last_used_at: Date | string | null
}

/** The hash of the request's bearer token, refusing a request that offers none or offers it where it may not. */
export function bearerTokenHash(request: Request, payload: Payload): string {
  const url = new URL(request.url)
  if (QUERY_TOKEN_PARAMETERS.some((name) => url.searchParams.has(name))) {
    payload.logger.warn({ msg: `refused a token offered in the query string: ${request.method} ${url.pathname}` })
    throw unauthorized('Tokens are accepted only in the Authorization header, never in the query string.')
  }

  const header = request.headers.get('authorization')
  if (!header) throw unauthorized('No bearer token was sent: use "Authorization: Bearer <token>".')
  if (header.length > MAX_AUTHORIZATION_LENGTH) throw unauthorized('The Authorization header is too long.')
  const match = /^Bearer +(\S+)\s*$/i.exec(header)
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".')
  const token = match[1]!
  if (!looksLikeApiToken(token)) throw unauthorized('The bearer token is not valid.')
  return hashApiToken(token)
}

/** The token with this hash, if it exists and is neither revoked nor expired; its last use recorded. */
export async function principalOfTokenHash(payload: Payload, hash: string): Promise<ApiTokenPrincipal> {
  // Every ingestion request passes here, so one indexed statement, not a Payload find with its hooks.
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT id, name, role, token_hash, revoked_at, coalesce(expires_at <= now(), false) AS expired, last_used_at FROM api_tokens WHERE token_hash = ${hash} LIMIT 1`,
  )
  const record = rows[0] as unknown as TokenRow | undefined
  if (!record || !sameTokenHash(record.token_hash, hash)) throw unauthorized('The bearer token is not valid.')
  rememberTokenId(hash, record.id)
  if (record.revoked_at) throw unauthorized('The bearer token was revoked; ask the operator for a new one.')
  if (record.expired) throw unauthorized('The bearer token has expired; ask the operator for a new one.')

  const lastUsed = record.last_used_at ? new Date(record.last_used_at).getTime() : 0
  if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
    await drizzleOf(payload).execute(sql`UPDATE api_tokens SET last_used_at = now() WHERE id = ${record.id}`)
  }
  return { tokenId: record.id, name: record.name, role: isRole(record.role) ? record.role : 'contributor' }
}

/**
 * The id of the token with this hash, as this process last found it: a token's id never changes, so whoever keys
 * something by it (the write limit) need not wait for the lookup that still decides whether the token is valid.
 * Only hashes of tokens that exist are kept, at most REMEMBERED_TOKENS of them, the least recently found dropped.
 */
export function rememberedTokenId(hash: string): number | undefined {
  return rememberedTokenIds.get(hash)
}

const REMEMBERED_TOKENS = 1000
const rememberedTokenIds = new Map<string, number>()

function rememberTokenId(hash: string, id: number): void {
  rememberedTokenIds.delete(hash)
  rememberedTokenIds.set(hash, id)
  if (rememberedTokenIds.size > REMEMBERED_TOKENS) rememberedTokenIds.delete(rememberedTokenIds.keys().next().value!)
}
