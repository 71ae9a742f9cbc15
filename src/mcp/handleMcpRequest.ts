/**
 * POST /mcp, the editorial tool server (docs/decisions/015-mcp-server.md), in the order a request is refused:
 * method (only POST: stateless, no SSE stream to GET or session to DELETE), Origin (DNS-rebinding protection: a
 * browser page of another site cannot drive it), the access token (looked up on every request, so revocation is
 * instant) and, for a DPoP-bound one, its proof (docs/decisions/019-dpop-at-the-resource.md), the body, the tool's
 * scope (403 `insufficient_scope` before the tool runs), the per-grant rate limit; then one of the two protocol eras
 * answers with JSON from the same tools (src/mcp/protocolEras.ts, docs/decisions/028-mcp-protocol-eras-and-cimd.md).
 */
import type { Payload } from 'payload'

import { roleLacks, roleOf } from '../content/access/roles'
import { env } from '../ground/env'
import { problemResponse } from '../ground/errors/problem'
import { type AuthorisedToken, recordGrantUse, verifyAccessToken } from '../features/oauth/accessTokens'
import { bearerChallenge } from '../features/oauth/bearerChallenge'
import { poolOf } from '../ground/db/adapter'
import { mcpResourceUrl } from '../features/oauth/scopes'
import { VERIFIED_AGENT_HEADER } from '../ground/http/webBotAuth/verifiedAgentHeader'
import { clientNameOf } from '../features/oauth/clientNames'
import { checkPresentation } from '../features/oauth/senderConstraint'
import { refusalHeaders } from '../ground/rateLimit/headers'
import { LIMITS, limiterOf } from '../ground/rateLimit/limiterOf'
import {
  answeredWithin,
  headers,
  idOf,
  jsonRpcError,
  MCP_ERRORS,
  methodOrOriginRefusal,
  presentedToken,
  refusedPresentation,
  TOKEN_PROBLEMS,
  unauthorized,
} from './mcpAnswers'
import { createMcpServer } from './createMcpServer'
import { answerInEras } from './protocolEras'
import { type JsonRpcMessage, readMessages } from './requestMessages'
import { lackedCapability, scopeOfTool } from './toolScopes'

const answerInEra = answerInEras(createMcpServer)

/** Each scope the messages' tool calls need and the grant lacks, with a sentence naming the tool that needs it. */
function missingScopes(messages: JsonRpcMessage[], token: AuthorisedToken): Map<string, string> {
  const missing = new Map<string, string>()
  for (const message of messages) {
    if (message?.method !== 'tools/call') continue
    const scope = scopeOfTool(String(message.params?.name ?? ''))
    if (scope && !token.scopes.has(scope) && !missing.has(scope)) {
      missing.set(scope, `The tool ${String(message.params?.name)} needs the scope ${scope}, which this grant lacks.`)
    }
  }
  return missing
}

export async function handleMcpRequest(request: Request, payload: Payload): Promise<Response> {
  if (new URL(request.url).searchParams.has('access_token')) {
    return new Response(
      JSON.stringify({
        error: 'invalid_request',
        error_description: 'Send the access token in the Authorization header, never in the URL.',
      }),
      {
        status: 400,
        headers: headers({
          'WWW-Authenticate': bearerChallenge(env.baseUrl, {
            code: 'invalid_request',
            description: 'token in the URL',
          }),
        }),
      },
    )
  }
  const refused = methodOrOriginRefusal(request, env.baseUrl)
  if (refused) return refused

  const authorization = request.headers.get('authorization')
  if (!authorization) return unauthorized()
  const presented = presentedToken(authorization)
  if (!presented)
    return unauthorized('Send "Authorization: Bearer <access token>" (or "DPoP <access token>" with its DPoP proof).')
  const { accessToken } = presented
  const pool = poolOf(payload)
  const verdict = await verifyAccessToken(pool, accessToken, mcpResourceUrl(env.baseUrl))
  if (!verdict.ok) return unauthorized(TOKEN_PROBLEMS[verdict.reason])
  const token: AuthorisedToken = verdict.token
  const presentation = await checkPresentation(pool, {
    ...presented,
    token,
    method: request.method,
    dpopHeader: request.headers.get('dpop'),
    resourceUrl: mcpResourceUrl(env.baseUrl),
  })
  if (!presentation.ok) return refusedPresentation(presentation)
  await recordGrantUse(pool, token.grantId)

  const read = await readMessages(request)
  if (!read.ok) return jsonRpcError(read.status, read.code, read.message, { id: read.id })
  const { body, messages } = read

  const missing = missingScopes(messages, token)
  if (missing.size > 0) {
    const description = `${[...missing.values()].join(' ')} Authorize again asking for ${missing.size === 1 ? 'it' : 'them'}.`
    // The challenge names what the grant has as well: a client asks for exactly these, and must not lose the rest.
    const wanted = [...new Set([...token.scopes, ...missing.keys()])].join(' ')
    return new Response(
      JSON.stringify({ error: 'insufficient_scope', error_description: description, scope: wanted }),
      {
        status: 403,
        headers: headers({
          'WWW-Authenticate': bearerChallenge(env.baseUrl, { code: 'insufficient_scope', description, scope: wanted }),
        }),
      },
    )
  }

  // A batch costs what its messages do: one HTTP request must not carry a hundred calls past the limit.
  const limit = await limiterOf(payload, LIMITS.mcpCalls).consume(token.grantId, Math.max(1, messages.length))
  if (!limit.allowed) {
    return jsonRpcError(
      429,
      MCP_ERRORS.rateLimited,
      `Rate limit: at most ${LIMITS.mcpCalls.points} calls per minute per grant. Retry after ${limit.resetSeconds} s.`,
      {
        id: idOf(messages),
        data: { retry_after_seconds: limit.resetSeconds },
        headers: refusalHeaders(LIMITS.mcpCalls, limit),
      },
    )
  }

  const user = await payload.findByID({
    collection: 'users',
    id: Number(token.accountId),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!user) return unauthorized('The account that approved this access no longer exists. Ask the operator.')
  // A grant does no more than its approver's role allows now (docs/decisions/060-four-roles.md): a write the role
  // lacks is refused before any tool runs, as a 403 problem naming the role and what it lacks.
  const role = roleOf({ ...user, collection: 'users' })
  const toolNames = messages.flatMap((message) =>
    message?.method === 'tools/call' ? [String(message.params?.name ?? '')] : [],
  )
  const lacked = lackedCapability(toolNames, role)
  if (lacked) return problemResponse(roleLacks(role, lacked), env.baseUrl)

  const toolContext = {
    payload,
    token,
    user: { ...user, collection: 'users' as const },
    clientName: await clientNameOf(payload, token.clientId),
    verifiedAgent: request.headers.get(VERIFIED_AGENT_HEADER),
    baseUrl: env.baseUrl,
    siteAiUse: env.aiUse,
  }
  const authInfo = {
    token: accessToken,
    clientId: token.clientId,
    scopes: [...token.scopes],
    expiresAt: Math.floor(token.expiresAt.getTime() / 1000),
    resource: new URL(mcpResourceUrl(env.baseUrl)),
  }
  return answeredWithin(answerInEra(request, body, authInfo, toolContext), idOf(messages))
}
