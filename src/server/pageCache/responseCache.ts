/**
 * Whole public-page responses in memory, for an hour: status, headers and body, with a gzip copy made once at
 * store time. Bounded by bytes; the least recently used entries go first (recency counted to the second). Each
 * entry carries the tags of what it shows (src/contentChanges/cacheTags.ts), and a committed change drops the entries
 * that share one of its tags, so a cached page is never older than the content behind it.
 */
import { gzip, gzipSync } from 'node:zlib'

import { EVERYTHING } from '../../contentChanges/cacheTags'

export interface CachedResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
  gzipped: Buffer | null
  storedAt: number
  /** When a hit last moved it to the recent end (TOUCH_INTERVAL_MS). */
  touchedAt: number
  tags: readonly string[]
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
 * every hit of a hot page was a measurable part of a hit's cost (docs/performance.md), for an order that only
 * matters to the second when the cache is full.
 */
const TOUCH_INTERVAL_MS = 1000

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>()
  /** The keys of the entries that carry each tag. */
  private readonly tagged = new Map<string, Set<string>>()
  private bytes = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now - entry.storedAt >= this.ttlMs) {
      this.delete(key)
      return undefined
    }
    if (now - entry.touchedAt >= TOUCH_INTERVAL_MS) {
      // Re-insert: Map order is the recency order.
      entry.touchedAt = now
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(
    key: string,
    response: Omit<CachedResponse, 'gzipped' | 'storedAt' | 'touchedAt' | 'tags'>,
    tags: readonly string[],
    now = Date.now(),
  ): void {
    const compressible = response.body.length >= MIN_GZIP_BYTES
    const inline = compressible && response.body.length <= MAX_INLINE_GZIP_BYTES
    const entry: CachedResponse = {
      ...response,
      gzipped: inline ? gzipSync(response.body) : null,
      storedAt: now,
      touchedAt: now,
      tags,
    }
    if (!this.store(key, entry)) return
    if (compressible && !inline) {
      gzip(response.body, (error, gzipped) => {
        // Only if the entry is still the one stored: the cache may have been emptied meanwhile.
        if (error || this.entries.get(key) !== entry) return
        this.delete(key)
        this.store(key, { ...entry, gzipped })
      })
    }
  }

  private store(key: string, entry: CachedResponse): boolean {
    const size = sizeOf(entry)
    if (size > this.maxBytes) return false
    this.delete(key)
    this.entries.set(key, entry)
    this.bytes += size
    for (const tag of entry.tags) {
      let keys = this.tagged.get(tag)
      if (!keys) this.tagged.set(tag, (keys = new Set()))
      keys.add(key)
    }
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
    return true
  }

  clear(): void {
    this.entries.clear()
    this.tagged.clear()
    this.bytes = 0
  }

  /** Drops every entry that carries one of `tags`; `*` drops them all. */
  invalidate(tags: Iterable<string>): void {
    for (const tag of tags) {
      if (tag === EVERYTHING) return this.clear()
      for (const key of [...(this.tagged.get(tag) ?? [])]) this.delete(key)
    }
  }

  get size(): number {
    return this.entries.size
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= sizeOf(entry)
    for (const tag of entry.tags) {
      const keys = this.tagged.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.tagged.delete(tag)
    }
  }
}

const sizeOf = (entry: CachedResponse) => entry.body.length + (entry.gzipped?.length ?? 0) + 512
