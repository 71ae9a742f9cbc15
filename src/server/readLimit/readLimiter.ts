/**
 * The public read limit (spec "Limits": about 60 requests per minute per IP, then 429 with `Retry-After`): counted
 * per client address (clientIp.ts) on anonymous page reads, in memory, or in Redis when REDIS_URL is set so that
 * every app instance shares one budget per client. If Redis fails, a memory limiter stands in until it is back.
 * The refusal speaks the page's language: markdown to a client that asked for markdown, HTML otherwise.
 */
import { once } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { countMarkdownTokens } from '../../markdown/countTokens'
import { preferredRepresentation } from '../../http/negotiate'
import { CONTENT_SIGNAL } from '../../site/markdownResponse'
import { isPublicPageRead } from '../pageCache/cacheKey'
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
  proxies: ProxyList
  redisUrl?: string
  /** Keeps the keys of separate deployments (or tests) on one Redis apart. */
  redisKeyPrefix?: string
}

function refuse(req: IncomingMessage, res: ServerResponse, perMinute: number, verdict: RateLimiterRes) {
  const retryAfter = Math.max(1, Math.ceil(verdict.msBeforeNext / 1000))
  const headers: Record<string, string> = {
    'Retry-After': String(retryAfter),
    'RateLimit-Policy': `"per-ip";q=${perMinute};w=${WINDOW_SECONDS}`,
    RateLimit: `"per-ip";r=0;t=${retryAfter}`,
    'Cache-Control': 'no-store',
    Vary: 'Accept',
  }
  const sentence = `At most ${perMinute} page requests per minute per client; retry after ${retryAfter} seconds.`
  if (preferredRepresentation(req.headers.accept) === 'markdown') {
    const body = `# Too many requests\n\n${sentence}\n`
    res.writeHead(429, { ...headers, 'Content-Type': 'text/markdown; charset=utf-8', 'x-markdown-tokens': String(countMarkdownTokens(body)), 'Content-Signal': CONTENT_SIGNAL })
    res.end(req.method === 'HEAD' ? undefined : body)
  } else {
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests · PMS News</title></head><body><h1>Too many requests</h1><p>${sentence}</p></body></html>\n`
    res.writeHead(429, { ...headers, 'Content-Type': 'text/html; charset=utf-8' })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

export function createReadLimiter({ perMinute, proxies, redisUrl, redisKeyPrefix = 'pmsnews:read' }: ReadLimiterOptions): ReadLimiter {
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
      if (!isPublicPageRead(req)) return true
      const client = clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies)
      try {
        await limiter.consume(client)
        return true
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        refuse(req, res, perMinute, rejection)
        return false
      }
    },
    async close() {
      redis?.disconnect()
    },
  }
}
