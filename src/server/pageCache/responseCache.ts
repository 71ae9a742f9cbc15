/**
 * Whole public-page responses in memory, for an hour: status, headers and body, with a gzip copy made once at
 * store time. Bounded by bytes; the least recently used entries go first (recency counted to the second). Each
 * entry carries the tags of what it shows (src/features/contentChanges/cacheTags.ts), and a committed change drops the entries
 * that share one of its tags, so a cached page is never older than the content behind it.
 */
import { gzip, gzipSync } from 'node:zlib'

import { EVERYTHING } from '../../features/contentChanges/cacheTags'

export interface CachedResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
  gzipped: Buffer | null
  storedAt: number
  /** When a hit last moved it to the recent end (TOUCH_INTERVAL_MS). */
  touchedAt: number
  tags: readonly string[]
  /** Where it is kept: the representation it answers (HTML, markdown) and the URL. */
  readonly variant: string
  readonly url: string
}

/** Below this many bytes, compression costs more than it saves. */
const MIN_GZIP_BYTES = 1024
/**
 * Above this, the copy is compressed off the event loop (llms.txt of a large site is megabytes, and compressing it
 * inline would stall every other request); until it is ready, hits are sent uncompressed.
 */
const MAX_INLINE_GZIP_BYTES = 256 * 1024

/**
 * A hit moves its entry to the recent end of the eviction order at most this often: a Map delete and insert on
 * every hit of a hot page is a measurable part of a hit's cost (docs/performance.md), for an order that only
 * matters to the second when the cache is full.
 */
const TOUCH_INTERVAL_MS = 1000

type StoredResponse = Omit<CachedResponse, 'gzipped' | 'storedAt' | 'touchedAt' | 'tags' | 'variant' | 'url'>

export class ResponseCache {
  /**
   * The entries by representation, then by URL: a hit looks its URL up as the request wrote it, with no key to build
   * and hash first (a key of both is a measurable part of a hit's cost, docs/performance.md), and the URL's hash,
   * which the engine keeps with the string, serves the read count's lookups after it.
   */
  private readonly byVariant = new Map<string, Map<string, CachedResponse>>()
  /** Every entry, least recently used first (a Set keeps its order of insertion). */
  private readonly recency = new Set<CachedResponse>()
  /** The entries that carry each tag. */
  private readonly tagged = new Map<string, Set<CachedResponse>>()
  private bytes = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
  ) {}

  get(variant: string, url: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.byVariant.get(variant)?.get(url)
    if (entry === undefined) return undefined
    if (now - entry.storedAt >= this.ttlMs) {
      this.delete(entry)
      return undefined
    }
    if (now - entry.touchedAt >= TOUCH_INTERVAL_MS) {
      entry.touchedAt = now
      this.recency.delete(entry)
      this.recency.add(entry)
    }
    return entry
  }

  set(variant: string, url: string, response: StoredResponse, tags: readonly string[], now = Date.now()): void {
    const compressible = response.body.length >= MIN_GZIP_BYTES
    const inline = compressible && response.body.length <= MAX_INLINE_GZIP_BYTES
    const entry: CachedResponse = {
      ...response,
      gzipped: inline ? gzipSync(response.body) : null,
      storedAt: now,
      touchedAt: now,
      tags,
      variant,
      url,
    }
    if (!this.store(entry)) return
    if (compressible && !inline) {
      gzip(response.body, (error, gzipped) => {
        // Only if the entry is still the one stored: the cache may have been emptied meanwhile.
        if (error || this.byVariant.get(variant)?.get(url) !== entry) return
        this.delete(entry)
        this.store({ ...entry, gzipped })
      })
    }
  }

  private store(entry: CachedResponse): boolean {
    const size = sizeOf(entry)
    if (size > this.maxBytes) return false
    let urls = this.byVariant.get(entry.variant)
    if (!urls) this.byVariant.set(entry.variant, (urls = new Map()))
    const replaced = urls.get(entry.url)
    if (replaced) this.delete(replaced)
    urls.set(entry.url, entry)
    this.recency.add(entry)
    this.bytes += size
    for (const tag of entry.tags) {
      let entries = this.tagged.get(tag)
      if (!entries) this.tagged.set(tag, (entries = new Set()))
      entries.add(entry)
    }
    for (const oldest of this.recency) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
    return true
  }

  clear(): void {
    this.byVariant.clear()
    this.recency.clear()
    this.tagged.clear()
    this.bytes = 0
  }

  /** Drops every entry that carries one of `tags`; `*` drops them all. */
  invalidate(tags: Iterable<string>): void {
    for (const tag of tags) {
      if (tag === EVERYTHING) return this.clear()
      for (const entry of [...(this.tagged.get(tag) ?? [])]) this.delete(entry)
    }
  }

  get size(): number {
    return this.recency.size
  }

  private delete(entry: CachedResponse): void {
    const urls = this.byVariant.get(entry.variant)
    if (urls?.get(entry.url) !== entry) return
    urls.delete(entry.url)
    this.recency.delete(entry)
    this.bytes -= sizeOf(entry)
    for (const tag of entry.tags) {
      const entries = this.tagged.get(tag)
      entries?.delete(entry)
      if (entries?.size === 0) this.tagged.delete(tag)
    }
  }
}

const sizeOf = (entry: CachedResponse) => entry.body.length + (entry.gzipped?.length ?? 0) + 512
