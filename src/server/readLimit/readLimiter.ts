/**
 * The public read limit (spec "Limits": about 60 requests per minute per IP, then 429 with `Retry-After`): counted
 * per client network (src/ground/http/client/) on every request to a public address, whatever its method or headers
 * (docs/decisions/021), in the store READ_RATE_LIMIT_STORE names (docs/decisions/024-rate-limits.md). The refusal
 * speaks the page's language: markdown to a client that asked for markdown, HTML otherwise; problem+json to a
 * program's POST (the newsletter's actions).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { AppError } from '../../ground/errors/AppError'
import { CLIENT_IP_HEADER } from '../../ground/http/client/clientIp'
import { networkKey } from '../../ground/http/client/networkKey'
import { preferredRepresentation } from '../../ground/http/negotiate'
import { countMarkdownTokens } from '../../ground/markdown/countTokens'
import type { Limiter, LimitVerdict } from '../../ground/rateLimit/createLimiter'
import { refusalHeaders } from '../../ground/rateLimit/headers'
import { env } from '../../ground/env'
import { aiUseHeaders } from '../../ground/lib/aiUse'
import { sendProblem } from '../edgeRefusals'
import { readLimitRefusals } from '../../ground/metrics/metrics'

export interface ReadLimiter {
  /**
   * Counts a request to a public address (the router has checked the address and set the client's): the verdict
   * when it is over the limit, else null; at once where the count is in this process's memory. The router answers a
   * refusal with `refuse`, once the response has its area's headers.
   */
  refusal(req: IncomingMessage): LimitVerdict | null | Promise<LimitVerdict | null>
  /** The 429, in the language the request asked for. */
  refuse(req: IncomingMessage, res: ServerResponse, verdict: LimitVerdict): Promise<void>
  /** For an answer the caller makes itself (the news MCP server's JSON-RPC error): the refusal's headers and words. */
  refusalOf(verdict: LimitVerdict): { headers: Record<string, string>; sentence: string }
}

async function sendRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  limiter: Limiter,
  verdict: LimitVerdict,
  baseUrl: string,
) {
  const refusal = refusalIn(limiter, verdict)
  const headers = { ...refusal.headers, Vary: 'Accept' }
  const sentence = refusal.sentence
  const read = req.method === 'GET' || req.method === 'HEAD'
  if (!read && !/\btext\/html\b/i.test(req.headers.accept ?? '')) {
    sendProblem(
      res,
      new AppError({ code: 'rate_limited', status: 429, title: 'Too many requests', detail: sentence, headers }),
      baseUrl,
    )
  } else if (preferredRepresentation(req.headers.accept) === 'markdown') {
    const body = `# Too many requests\n\n${sentence}\n`
    res.writeHead(429, {
      ...headers,
      'Content-Type': 'text/markdown; charset=utf-8',
      'x-markdown-tokens': String(await countMarkdownTokens(body)),
      ...aiUseHeaders(env.aiUse),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  } else {
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests · PMS News</title></head><body><h1>Too many requests</h1><p>${sentence}</p></body></html>\n`
    res.writeHead(429, { ...headers, 'Content-Type': 'text/html; charset=utf-8' })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

const refusalIn = (limiter: Limiter, verdict: LimitVerdict) => ({
  headers: { ...refusalHeaders(limiter.policy, verdict), 'Cache-Control': 'no-store' },
  sentence: `At most ${limiter.policy.points} requests per minute per client to the public site; retry after ${verdict.resetSeconds} seconds.`,
})

const refusalOf = (verdict: LimitVerdict) => (verdict.allowed ? null : verdict)

/** The client network a request came from: whom the read limit counts. */
const networkOf = (req: IncomingMessage) => networkKey(String(req.headers[CLIENT_IP_HEADER] ?? 'unknown'))

/**
 * `baseUrl`: for the `type` of a problem+json refusal. `keyOf`: whom a request is counted against, its client network
 * by default (a verified agent's budget is counted by the agent instead).
 */
export function createReadLimiter(
  limiter: Limiter,
  baseUrl: string,
  keyOf: (req: IncomingMessage) => string = networkOf,
): ReadLimiter {
  return {
    refusal(req) {
      const key = keyOf(req)
      const verdict = limiter.consumeNow ? limiter.consumeNow(key) : limiter.consume(key)
      return verdict instanceof Promise ? verdict.then(refusalOf) : refusalOf(verdict)
    },
    refuse(req, res, verdict) {
      readLimitRefusals.inc({ limit: limiter.policy.name })
      return sendRefusal(req, res, limiter, verdict, baseUrl)
    },
    refusalOf(verdict) {
      readLimitRefusals.inc({ limit: limiter.policy.name })
      return refusalIn(limiter, verdict)
    },
  }
}
