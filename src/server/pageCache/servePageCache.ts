/**
 * The page cache in front of Next (src/server/startApp.ts): a hit is answered straight from memory, gzip when the
 * client takes it, 304 when its ETag matches, without Next or the database; a miss goes to Next and, when the
 * answer is a cacheable page, is kept. A response that began before a content change is not kept.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { pageCacheKey } from './cacheKey'
import { captureResponse } from './captureResponse'
import { type CachedResponse, ResponseCache } from './responseCache'

export interface PageCache {
  handle(req: IncomingMessage, res: ServerResponse, miss: () => Promise<void>): Promise<void>
  /** Content changed: forget every page. */
  clear(): void
}

const acceptsGzip = (header: string | undefined) => /\bgzip\b/i.test(header ?? '') && !/\bgzip\s*;\s*q=0(?:\.0*)?\b/i.test(header ?? '')

function sendHit(req: IncomingMessage, res: ServerResponse, entry: CachedResponse) {
  const etag = entry.headers.etag
  const age = String(Math.floor((Date.now() - entry.storedAt) / 1000))
  if (etag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': entry.headers['cache-control'] ?? '', Vary: entry.headers.vary ?? '', Age: age, 'X-Cache': 'HIT' })
    res.end()
    return
  }
  const gzip = entry.gzipped !== null && acceptsGzip(req.headers['accept-encoding'])
  const body = gzip ? entry.gzipped! : entry.body
  res.writeHead(entry.status, {
    ...entry.headers,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': String(body.length),
    Age: age,
    'X-Cache': 'HIT',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

interface PageCacheOptions {
  ttlMs: number
  maxBytes: number
  /** False while content changes cannot be heard: then every request goes to Next and nothing is kept. */
  trustworthy: () => boolean
}

export function createPageCache({ ttlMs, maxBytes, trustworthy }: PageCacheOptions): PageCache {
  const cache = new ResponseCache(ttlMs, maxBytes)
  let generation = 0
  return {
    clear() {
      generation += 1
      cache.clear()
    },
    async handle(req, res, miss) {
      const key = pageCacheKey(req)
      if (!key) return miss()
      if (!trustworthy()) {
        cache.clear()
        return miss()
      }
      const hit = cache.get(key)
      if (hit) return sendHit(req, res, hit)
      if (req.method === 'GET') {
        const startedIn = generation
        captureResponse(res, (captured) => {
          if (generation !== startedIn) return
          const etag = `"${createHash('sha1').update(captured.body).digest('base64url')}"`
          cache.set(key, { ...captured, headers: { ...captured.headers, etag } })
        })
        // Next answers uncompressed, so one stored body serves everyone; hits are compressed here.
        delete req.headers['accept-encoding']
      }
      return miss()
    },
  }
}
