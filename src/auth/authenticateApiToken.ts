/**
 * Bearer authentication of the ingestion API with operator tokens (spec "Authentication" 2 and 5; RFC 6750).
 * The token is accepted from the `Authorization` header only. One offered in the query string is refused and the
 * request is logged by path alone, so the secret never reaches a log.
 */
import type { Payload } from 'payload'

import { unauthorized } from '../errors/AppError'
import { hashApiToken, looksLikeApiToken, sameTokenHash } from './apiTokenSecret'

export interface ApiTokenPrincipal {
  tokenId: number
  name: string
}

/** Query parameters under which clients commonly send tokens (RFC 6750 §2.3 names `access_token`). */
const QUERY_TOKEN_PARAMETERS = ['access_token', 'token', 'api_key', 'apikey', 'key']

/** `last_used_at` is written at most this often per token, so that a busy pipeline does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000

const MAX_AUTHORIZATION_LENGTH = 512

export async function authenticateApiToken(request: Request, payload: Payload): Promise<ApiTokenPrincipal> {
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

  const hash = hashApiToken(token)
  const { docs } = await payload.find({
    collection: 'api-tokens',
    where: { token_hash: { equals: hash } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
  })
  const record = docs[0]
  if (!record || !sameTokenHash(record.token_hash, hash)) throw unauthorized('The bearer token is not valid.')
  if (record.revoked_at) throw unauthorized('The bearer token was revoked; ask the operator for a new one.')

  const lastUsed = record.last_used_at ? Date.parse(record.last_used_at) : 0
  if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
    await payload.update({
      collection: 'api-tokens',
      id: record.id,
      data: { last_used_at: new Date().toISOString() },
      depth: 0,
    })
  }
  return { tokenId: record.id, name: record.name }
}
