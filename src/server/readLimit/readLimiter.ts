/**
 * The public read limit (spec "Limits": about 60 requests per minute per IP, then 429 with `Retry-After`): counted
 * per client network (clientIp.ts, then an IPv6 client by its /64: src/http/clientNetwork.ts) on every request to a
 * public address, whatever its method or headers (docs/decisions/021), in memory, or in Redis when REDIS_URL is set so
 * that every app instance shares one budget per client. If Redis fails, a memory limiter stands in until it is back.
 * The refusal speaks the page's language: markdown to a client that asked for markdown, HTML otherwise; problem+json
 * to a program's POST (the newsletter's actions).
 */
import { once } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { AppError } from '../../errors/AppError'
import { countMarkdownTokens } from '../../markdown/countTokens'
import { networkKey } from '../../http/clientNetwork'
import { preferredRepresentation } from '../../http/negotiate'
import { CONTENT_SIGNAL } from '../../site/markdownResponse'
import { sendProblem } from '../edgeRefusals'
import { isPublicAddress } from '../pageCache/cacheKey'
import { clientIp, type ProxyList } from './clientIp'

const WINDOW_SECONDS = 60
const REDIS_READY_TIMEOUT_MS = 5_000

export interface ReadLimiter {
  /** Waits (a few seconds at most) for Redis, so that the first reads already share the budget. */
  ready(log: (line: string) => void): Promise<void>
  /** Counts the request; false when it was over the limit and has been answered with 429. */
  admit(req: IncomingMessage, res: ServerResponse): Promise<boolean>
  close(): Promise<void>
}

interface ReadLimiterOptions {
  perMinute: number
  /** For the `type` of a problem+json refusal. */
  baseUrl: string
  proxies: ProxyList
  redisUrl?: string
  /** Keeps the keys of separate deployments (or tests) on one Redis apart. */
  redisKeyPrefix?: string
}

/** A page read is refused in the page's language (markdown or HTML); a newsletter action as its own refusals are. */
function refuse(req: IncomingMessage, res: ServerResponse, perMinute: number, verdict: RateLimiterRes, baseUrl: string) {
  const retryAfter = Math.max(1, Math.ceil(verdict.msBeforeNext / 1000))
  const headers: Record<string, string> = {
    'Retry-After': String(retryAfter),
    'RateLimit-Policy': `"per-ip";q=${perMinute};w=${WINDOW_SECONDS}`,
    RateLimit: `"per-ip";r=0;t=${retryAfter}`,
    'Cache-Control': 'no-store',
    Vary: 'Accept',
  }
  const sentence = `At most ${perMinute} requests per minute per client to the public site; retry after ${retryAfter} seconds.`
  const read = req.method === 'GET' || req.method === 'HEAD'
  if (!read && !/\btext\/html\b/i.test(req.headers.accept ?? '')) {
    sendProblem(res, new AppError({ code: 'rate_limited', status: 429, title: 'Too many requests', detail: sentence, headers }), baseUrl)
  } else if (preferredRepresentation(req.headers.accept) === 'markdown') {
    const body = `# Too many requests\n\n${sentence}\n`
    res.writeHead(429, { ...headers, 'Content-Type': 'text/markdown; charset=utf-8', 'x-markdown-tokens': String(countMarkdownTokens(body)), 'Content-Signal': CONTENT_SIGNAL })
    res.end(req.method === 'HEAD' ? undefined : body)
  } else {
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests · PMS News</title></head><body><h1>Too many requests</h1><p>${sentence}</p></body></html>\n`
    res.writeHead(429, { ...headers, 'Content-Type': 'text/html; charset=utf-8' })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

export function createReadLimiter({ perMinute, baseUrl, proxies, redisUrl, redisKeyPrefix = 'pmsnews:read' }: ReadLimiterOptions): ReadLimiter {
  const memory = new RateLimiterMemory({ points: perMinute, duration: WINDOW_SECONDS })
  let redis: Redis | undefined
  let limiter: RateLimiterAbstract = memory
  if (redisUrl) {
    redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    redis.on('error', () => undefined) // the insurance limiter covers an outage; ioredis reconnects by itself
    limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: redisKeyPrefix, points: perMinute, duration: WINDOW_SECONDS, insuranceLimiter: memory })
  }
  return {
    async ready(log) {
      if (!redis || redis.status === 'ready') return
      const connected = once(redis, 'ready').then(
        () => true,
        () => false,
      )
      const timedOut = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), REDIS_READY_TIMEOUT_MS).unref())
      if (!(await Promise.race([connected, timedOut]))) log('read limit: Redis is not reachable yet; counting in memory until it is')
    },
    async admit(req, res) {
      if (!isPublicAddress(req.url ?? '/')) return true
      const client = networkKey(clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies))
      try {
        await limiter.consume(client)
        return true
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        refuse(req, res, perMinute, rejection, baseUrl)
        return false
      }
    },
    async close() {
      redis?.disconnect()
    },
  }
}
