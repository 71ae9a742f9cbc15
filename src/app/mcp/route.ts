import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/env'
import { verifyAccessToken } from '@/oauth/accessTokens'
import { poolOf } from '@/oauth/queryable'
import { bearerChallenge, REVOKED_DESCRIPTION } from '@/oauth/bearerChallenge'
import { mcpResourceUrl } from '@/oauth/scopes'

export const dynamic = 'force-dynamic'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const refuse = (status: 400 | 401, code: 'invalid_token' | 'invalid_request', description: string) =>
  json(status, { error: code, error_description: description }, { 'WWW-Authenticate': bearerChallenge(env.baseUrl, { code, description }) })

const DESCRIPTIONS = {
  unknown: 'The access token is not valid.',
  expired: 'The access token has expired; use the refresh token, or authorize again.',
  wrong_audience: `The access token was issued for another resource; ask for one with resource=${mcpResourceUrl(env.baseUrl)}.`,
  revoked: REVOKED_DESCRIPTION,
}

/**
 * The protected resource, until the MCP server takes this address (issue 10): it answers who the token stands for
 * and what it may do, and refuses exactly as the MCP server will. Tokens are accepted in the Authorization header
 * only (RFC 6750 §2.1), never in the query string or the body.
 */
async function probe(request: Request): Promise<Response> {
  if (new URL(request.url).searchParams.has('access_token')) {
    return refuse(400, 'invalid_request', 'Send the access token in the Authorization header, never in the URL.')
  }
  const header = request.headers.get('authorization')
  if (!header) return json(401, { error: 'unauthorized', error_description: 'This resource needs an OAuth access token.' }, { 'WWW-Authenticate': bearerChallenge(env.baseUrl) })
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header)
  if (!match) return refuse(401, 'invalid_token', 'Send "Authorization: Bearer <access token>".')
  const payload = await getPayload({ config })
  const verdict = await verifyAccessToken(poolOf(payload), match[1]!, mcpResourceUrl(env.baseUrl))
  if (!verdict.ok) return refuse(401, 'invalid_token', DESCRIPTIONS[verdict.reason])
  const { token } = verdict
  return json(200, { resource: mcpResourceUrl(env.baseUrl), account: token.accountId, client: token.clientId, scopes: [...token.scopes].sort() })
}

export const GET = probe
export const POST = probe
