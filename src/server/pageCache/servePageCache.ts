/**
 * The page cache in front of Next (src/server/startApp.ts): a hit is answered straight from memory, gzip when the
 * client takes it, 304 when its ETag matches (./sendHit.ts), without Next or the database; a miss goes to Next and,
 * when the answer is a cacheable page, is kept with the tags of its URL (src/features/contentChanges/cacheTags.ts). A committed
 * change drops the entries that share one of its tags, and a response that began before a change to one of its tags
 * is not kept.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { preferredRepresentation } from '../../ground/http/negotiate'
import { pathnameOf } from '../../ground/http/requestTarget'
import { isKeptUrl, isWorthKeeping, pageCacheVariant } from './cacheKey'
import { EVERYTHING, tagsOfPath } from '../../features/contentChanges/cacheTags'
import { captureResponse } from './captureResponse'
import type { ContentChange } from '../../features/contentChanges/contentChange'
import type { PageHtmlFinisher } from './finishPageHtml'
import { type CachedResponse, ResponseCache } from './responseCache'
import { sendHit } from './sendHit'
import { TagClock } from './tagClock'
import { pageCacheInvalidations, reportPageCacheBytes } from '../../ground/metrics/metrics'

export interface PageCache {
  /**
   * The stored answer for a GET or HEAD whose request target is exactly the path of a kept page, as the client sent
   * it; undefined when there is none, or the cache may not answer now. Only targets that passed the router's checks
   * as public page reads are ever kept (in origin-form, which those checks leave as it is), so a target equal to one
   * is such a read too: the router answers it before working the checks out again, the most part of a hit's own cost
   * (docs/performance.md, "Cached hits").
   */
  held(req: IncomingMessage): CachedResponse | undefined
  /**
   * Sends what `held` returned, in the same turn of the event loop (its `Age` is counted from `held`'s clock read),
   * before anything else is set on the response (the stored answer carries it all).
   */
  send(req: IncomingMessage, res: ServerResponse, entry: CachedResponse): void
  /** Renders a page read the cache could not answer, through `render`, and keeps the answer when it may. */
  miss(req: IncomingMessage, res: ServerResponse, render: () => Promise<void>): Promise<void>
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

interface PageCacheOptions {
  ttlMs: number
  maxBytes: number
  /** False while content changes cannot be heard: then every request goes to Next and nothing is kept. */
  trustworthy: () => boolean
  /** Finishes Next's HTML on a miss; absent at the edge, whose render process sends it finished. */
  finishHtml?: PageHtmlFinisher
  /** The headers every answer of the site carries (its security headers): a 304 from memory carries them too. */
  siteHeaders: Readonly<Record<string, string>>
}

export function createPageCache({
  ttlMs,
  maxBytes,
  trustworthy,
  finishHtml,
  siteHeaders,
}: PageCacheOptions): PageCache {
  const cache = new ResponseCache(ttlMs, maxBytes)
  reportPageCacheBytes(() => {
    const { probation, returnedTo } = cache.bytes
    return { probation, returned_to: returnedTo }
  })
  const clock = new TagClock(SUSPENSION_MS)
  const forget = (tags: readonly string[]) => {
    clock.invalidate(tags)
    cache.invalidate(tags)
  }
  /** When `held` last read the clock, for the `send` that follows it in the same turn. */
  let heldAt = Date.now()
  const siteFields = Object.entries(siteHeaders).flatMap(([name, value]) => [name.toLowerCase(), value])
  /** Whether the cache may answer or keep this URL now: changes can be heard, and no write of ours to it is pending. */
  const trusts = (req: IncomingMessage) => {
    if (!trustworthy()) {
      cache.clear()
      return false
    }
    // A URL's tags are read only while a write of this process waits for its NOTIFY, and on a miss.
    return !(clock.suspending() && clock.suspended(tagsOfPath(pathOf(req))))
  }
  return {
    changed(change) {
      pageCacheInvalidations.inc({ cause: 'change' })
      forget(change.tags)
      clock.resume(change.write)
    },
    clear() {
      pageCacheInvalidations.inc({ cause: 'clear' })
      forget([EVERYTHING])
    },
    suspend(change) {
      pageCacheInvalidations.inc({ cause: 'local_write' })
      forget(change.tags)
      clock.suspend(change.write, change.tags)
    },
    held(req) {
      if (!trusts(req)) return undefined
      // One clock read per hit, kept with the entry for its Age: Next wraps Date.now for its own bookkeeping, which
      // made each read cost.
      heldAt = Date.now()
      return cache.get(preferredRepresentation(req.headers.accept), req.url ?? '/', heldAt)
    },
    send(req, res, entry) {
      sendHit(req, res, entry, heldAt, siteFields)
    },
    async miss(req, res, render) {
      // HEAD is answered from a kept GET, never kept itself.
      const variant = req.method === 'GET' ? pageCacheVariant(req) : null
      if (!variant) return render()
      const url = req.url ?? '/'
      const keeping = trusts(req) && isKeptUrl(url)
      const tags = tagsOfPath(pathOf(req))
      const startedAt = clock.now()
      captureResponse(res, {
        finishHtml,
        onCaptured: keeping
          ? (captured) => {
              if (clock.changedSince(tags, startedAt) || !isWorthKeeping(url, captured.status)) return
              const etag = `"${createHash('sha1').update(captured.body).digest('base64url')}"`
              cache.set(variant, url, { ...captured, headers: { ...captured.headers, etag } }, tags)
            }
          : undefined,
      })
      // Next answers uncompressed, so one stored body serves everyone; hits are compressed here.
      delete req.headers['accept-encoding']
      return render()
    },
  }
}

const pathOf = (req: IncomingMessage) => pathnameOf(req.url ?? '/')
