/**
 * The page cache in front of Next (src/server/startApp.ts): a hit is answered straight from memory, gzip when the
 * client takes it, 304 when its ETag matches, without Next or the database; a miss goes to Next and, when the
 * answer is a cacheable page, is kept with the tags of its URL (./cacheTags.ts). A committed change drops the entries
 * that share one of its tags, and a response that began before a change to one of its tags is not kept.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { isKeptUrl, isWorthKeeping, pageCacheKey } from './cacheKey'
import { EVERYTHING, tagsOfPath } from './cacheTags'
import { captureResponse } from './captureResponse'
import type { ContentChange } from './contentChange'
import type { PageHtmlFinisher } from './finishPageHtml'
import { type CachedResponse, ResponseCache } from './responseCache'
import { TagClock } from './tagClock'

export interface PageCache {
  handle(req: IncomingMessage, res: ServerResponse, miss: () => Promise<void>): Promise<void>
  /** A change was committed (heard through NOTIFY): forget the pages it touches. */
  changed(change: ContentChange): void
  /** Changes may have been missed (the listener reconnected): forget every page. */
  clear(): void
  /**
   * A write in this process is about to commit: forget the pages it touches, and answer none of them from the cache
   * nor keep them until its NOTIFY arrives (or a few seconds pass, if it rolled back), so that no request keeps what
   * it read before the commit and the writer's next request sees the change.
   */
  suspend(change: ContentChange): void
}

const SUSPENSION_MS = 5_000

const acceptsGzip = (header: string | undefined) =>
  /\bgzip\b/i.test(header ?? '') && !/\bgzip\s*;\s*q=0(?:\.0{0,3})?\s*(?:[,;]|$)/i.test(header ?? '')

function sendHit(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, now: number) {
  const gzip = entry.gzipped !== null && acceptsGzip(req.headers['accept-encoding'])
  // The compressed copy is another representation, so it has its own validator.
  const etag = entry.headers.etag && gzip ? entry.headers.etag.replace(/"$/, '-gz"') : entry.headers.etag
  const age = String(Math.floor((now - entry.storedAt) / 1000))
  const ifNoneMatch = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim())
  // Preconditions apply only where the answer would be a 2xx (RFC 9110 §13.2.1).
  if (etag && entry.status === 200 && ifNoneMatch.includes(etag)) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': entry.headers['cache-control'] ?? '', Vary: entry.headers.vary ?? '', Age: age, 'X-Cache': 'HIT' })
    res.end()
    return
  }
  const body = gzip ? entry.gzipped! : entry.body
  const { etag: _stored, ...headers } = entry.headers
  res.writeHead(entry.status, {
    ...headers,
    ...(etag ? { ETag: etag } : {}),
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
  finishHtml: PageHtmlFinisher
}

export function createPageCache({ ttlMs, maxBytes, trustworthy, finishHtml }: PageCacheOptions): PageCache {
  const cache = new ResponseCache(ttlMs, maxBytes)
  const clock = new TagClock(SUSPENSION_MS)
  const forget = (tags: readonly string[]) => {
    clock.invalidate(tags)
    cache.invalidate(tags)
  }
  return {
    changed(change) {
      forget(change.tags)
      clock.resume(change.write)
    },
    clear() {
      forget([EVERYTHING])
    },
    suspend(change) {
      forget(change.tags)
      clock.suspend(change.write, change.tags)
    },
    async handle(req, res, miss) {
      const key = pageCacheKey(req)
      if (!key) return miss()
      if (!trustworthy()) cache.clear()
      // A URL's tags are read only while a write of this process waits for its NOTIFY, and on a miss.
      const tagsOfRequest = () => tagsOfPath((req.url ?? '/').split('?')[0]!)
      const trusted = trustworthy() && !(clock.suspending() && clock.suspended(tagsOfRequest()))
      // One clock read per hit: Next wraps Date.now for its own bookkeeping, which made each read cost.
      const now = Date.now()
      const hit = trusted ? cache.get(key, now) : undefined
      if (hit) return sendHit(req, res, hit, now)
      const keeping = trusted && isKeptUrl(req.url ?? '/')
      if (req.method === 'GET') {
        const tags = tagsOfRequest()
        const startedAt = clock.now()
        captureResponse(res, {
          finishHtml,
          onCaptured: keeping
            ? (captured) => {
                if (clock.changedSince(tags, startedAt) || !isWorthKeeping(req.url ?? '/', captured.status)) return
                const etag = `"${createHash('sha1').update(captured.body).digest('base64url')}"`
                cache.set(key, { ...captured, headers: { ...captured.headers, etag } }, tags)
              }
            : undefined,
        })
        // Next answers uncompressed, so one stored body serves everyone; hits are compressed here.
        delete req.headers['accept-encoding']
      }
      return miss()
    },
  }
}
