/**
 * How /mcp refuses a request before a tool runs: JSON-RPC errors, and the 401s of RFC 6750 §3 and RFC 9449 §7 with
 * the challenge that tells the agent what to do; and how it reads the token it was given.
 */
import {
  answerWhileDatabaseAway,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
} from '../ground/db/databaseUnavailable'
import { env } from '../ground/env'
import { bearerChallenge, dpopChallenge, REVOKED_DESCRIPTION } from '../features/oauth/bearerChallenge'
import { mcpResourceUrl } from '../features/oauth/scopes'
import type { PresentationScheme, PresentationVerdict } from '../features/oauth/senderConstraint'
import type { JsonRpcMessage } from './requestMessages'

/**
 * Our own JSON-RPC error codes. MCP 2026-07-28 reserves -32020…-32099 for the specification and calls -32000…-32019
 * legacy, so what is ours alone lies outside -32768…-32000; a refusal the SDK itself answers alike (a method other
 * than POST) keeps the SDK's -32000, so a client sees one code for it whichever leg answers.
 */
export const MCP_ERRORS = {
  refused: -32000,
  timedOut: -31001,
  rateLimited: -31029,
  unavailable: -31503,
} as const

export const headers = (extra: Record<string, string> = {}) => ({
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
  ...extra,
})

export const jsonRpcError = (
  status: number,
  code: number,
  message: string,
  extra: { id?: JsonRpcMessage['id']; data?: unknown; headers?: Record<string, string> } = {},
) =>
  new Response(
    JSON.stringify({
      jsonrpc: '2.0',
      id: extra.id ?? null,
      error: { code, message, ...(extra.data ? { data: extra.data } : {}) },
    }),
    {
      status,
      headers: headers(extra.headers),
    },
  )

export const TOKEN_PROBLEMS = {
  unknown: 'The access token is not valid. Get one through the OAuth flow (see /auth.md).',
  expired: 'The access token has expired; use your refresh token, or authorize again.',
  wrong_audience: `The access token was issued for another resource; ask for one with resource=${mcpResourceUrl(env.baseUrl)}.`,
  revoked: REVOKED_DESCRIPTION,
}

export function unauthorized(description?: string): Response {
  const body = description
    ? { error: 'invalid_token', error_description: description }
    : { error: 'unauthorized', error_description: 'This server needs an OAuth access token: see /auth.md.' }
  return new Response(JSON.stringify(body), {
    status: 401,
    headers: headers({
      'WWW-Authenticate': bearerChallenge(
        env.baseUrl,
        description ? { code: 'invalid_token', description } : undefined,
      ),
    }),
  })
}

/** A token presented the wrong way for it (RFC 9449 §7): a DPoP-bound one without its proof, or the reverse. */
export function refusedPresentation(verdict: Exclude<PresentationVerdict, { ok: true }>): Response {
  const challenge =
    verdict.scheme === 'DPoP'
      ? dpopChallenge(env.baseUrl, { code: verdict.code, description: verdict.description })
      : bearerChallenge(env.baseUrl, { code: 'invalid_token', description: verdict.description })
  return new Response(JSON.stringify({ error: verdict.code, error_description: verdict.description }), {
    status: 401,
    headers: headers({ 'WWW-Authenticate': challenge }),
  })
}

/** `Bearer <token>` or `DPoP <token>` (RFC 6750 §2.1, RFC 9449 §7.1); the scheme's case does not matter. */
export function presentedToken(authorization: string): { scheme: PresentationScheme; accessToken: string } | null {
  const match = /^(Bearer|DPoP) ([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization)
  if (!match) return null
  return { scheme: match[1]!.toLowerCase() === 'dpop' ? 'DPoP' : 'Bearer', accessToken: match[2]! }
}

/** The id to echo in an error about the whole request: that of its one message, when it has exactly one. */
export const idOf = (messages: ReadonlyArray<{ id?: string | number | null }>) =>
  messages.length === 1 ? (messages[0]?.id ?? null) : null

const ANSWER_TIMEOUT_MS = 60_000

/** A JSON answer waits for every request's answer; should one never come, the client is told. */
export async function answeredWithin(answer: Promise<Response>, id: string | number | null): Promise<Response> {
  let timer: NodeJS.Timeout | undefined
  const gaveUp = new Promise<Response>((resolve) => {
    timer = setTimeout(
      () =>
        resolve(
          jsonRpcError(
            504,
            MCP_ERRORS.timedOut,
            `No answer within ${ANSWER_TIMEOUT_MS / 1000} s; the call may or may not have taken effect. Check before retrying.`,
            { id },
          ),
        ),
      ANSWER_TIMEOUT_MS,
    )
  })
  try {
    return await Promise.race([answer, gaveUp])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The first refusals of both servers: only POST (stateless, no SSE stream to GET or session to DELETE), and no
 * Origin but the site's own (DNS-rebinding protection: a browser page of another site cannot drive it).
 */
export function methodOrOriginRefusal(request: Request, baseUrl: string): Response | null {
  if (request.method !== 'POST') {
    return jsonRpcError(
      405,
      MCP_ERRORS.refused,
      'Method not allowed: this server is stateless; send JSON-RPC with POST.',
      { headers: { Allow: 'POST' } },
    )
  }
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== new URL(baseUrl).origin)
    return jsonRpcError(403, MCP_ERRORS.refused, `Origin ${origin} is not allowed.`)
  return null
}

/** Both servers' answer when the database is away (a restart, a failover): a 503 the agent retries after a pause. */
export const answeringWhileDatabaseAway = (label: string, answer: () => Promise<Response>): Promise<Response> =>
  answerWhileDatabaseAway(label, answer, () =>
    jsonRpcError(503, MCP_ERRORS.unavailable, DATABASE_UNAVAILABLE_MESSAGE, {
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    }),
  )
