/**
 * Whole public-page responses in memory, for an hour: status, headers and body, with a gzip copy made once, when the
 * page is first read again (at store time for large bodies). Bounded by bytes, in two segments (ADR 086): a page kept
 * enters on probation, where pages may fill a sixty-fourth of the budget; read again (or asked for again soon after
 * probation let it go), it joins the pages readers return to, which hold the rest. A crawler walking the long tail
 * (each search and old page once) therefore turns over the probation segment only, and the pages people read stay;
 * the least recently used entries of a full segment go first (recency counted to the second). Each entry carries the
 * tags of what it shows (src/features/contentChanges/cacheTags.ts), and a committed change drops the entries that
 * share one of its tags, so a cached page is never older than the content behind it.
 */
import { gzip, gzipSync } from 'node:zlib'

import { EVERYTHING } from '../../features/contentChanges/cacheTags'
import { Segment, sizeOf } from './cacheSegment'

export interface CachedResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
  gzipped: Buffer | null
  storedAt: number
  /** When a hit last moved it to the recent end (TOUCH_INTERVAL_MS); NEVER while it is on probation. */
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

/**
 * The part of the budget pages not yet read again may fill. A sixty-fourth: the default budget's 1 MiB keeps the
 * newest few dozen pages for a second reader to find, and a storm of one-off searches leaves the rest, and the memory
 * it would take, alone (the edge's resident memory at a storm's peak, docs/performance.md: a sixteenth, 4 MiB, held
 * 3–4 MiB more of it). A page pushed off probation before its second reader came is still remembered by its address
 * (EVICTED_REMEMBERED, the last 4,096: some 15 s of a storm's misses), so probation can be this small.
 */
export const PROBATION_SHARE = 1 / 64

/**
 * How many addresses of pages pushed off probation are remembered (2Q's "A1out"): one asked for again within that many
 * evictions is kept among the pages read again at once. Some hundred bytes each: well under a megabyte.
 */
const EVICTED_REMEMBERED = 4096

/** The `touchedAt` of an entry on probation: its next hit moves it, however soon. */
const NEVER = Number.NEGATIVE_INFINITY

type StoredResponse = Omit<CachedResponse, 'gzipped' | 'storedAt' | 'touchedAt' | 'tags' | 'variant' | 'url'>

export class ResponseCache {
  /**
   * The entries by representation, then by URL: a hit looks its URL up as the request wrote it, with no key to build
   * and hash first (a key of both is a measurable part of a hit's cost, docs/performance.md), and the URL's hash,
   * which the engine keeps with the string, serves the read count's lookups after it.
   */
  private readonly byVariant = new Map<string, Map<string, CachedResponse>>()
  /** Entries not read since they were kept, least recently kept first (a Set keeps its order of insertion). */
  private readonly probation = new Segment<CachedResponse>()
  /** Entries read at least once since they were kept, least recently read first. */
  private readonly returnedTo = new Segment<CachedResponse>()
  /** The entries that carry each tag. */
  private readonly tagged = new Map<string, Set<CachedResponse>>()
  /** The addresses (representation and URL) of the pages probation last let go, oldest first. */
  private readonly evicted = new Set<string>()

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
      this.readAgain(entry)
    }
    return entry
  }

  set(variant: string, url: string, response: StoredResponse, tags: readonly string[], now = Date.now()): void {
    const entry: CachedResponse = {
      ...response,
      body: ownBytes(response.body),
      gzipped: null,
      storedAt: now,
      touchedAt: NEVER,
      tags,
      variant,
      url,
    }
    // A page probation let go, asked for again: its second reader came, so it is kept as read again.
    const returning = this.evicted.delete(addressOf(entry))
    if (returning) {
      entry.touchedAt = now
      compressed(entry)
    }
    if (!this.store(entry, returning ? this.returnedTo : this.probation)) return
    if (entry.body.length > MAX_INLINE_GZIP_BYTES) {
      gzip(entry.body, (error, gzipped) => {
        // Only if the entry is still the one stored: the cache may have been emptied meanwhile.
        if (error || this.byVariant.get(variant)?.get(url) !== entry) return
        const segment = this.returnedTo.has(entry) ? this.returnedTo : this.probation
        this.delete(entry)
        this.store({ ...entry, gzipped: ownBytes(gzipped) }, segment)
      })
    }
  }

  /** Keeps `entry` in `segment`, making room; false when it is larger than the whole budget. */
  private store(entry: CachedResponse, segment: Segment<CachedResponse>): boolean {
    if (sizeOf(entry) > this.maxBytes) return false
    let urls = this.byVariant.get(entry.variant)
    if (!urls) this.byVariant.set(entry.variant, (urls = new Map()))
    const replaced = urls.get(entry.url)
    if (replaced) this.delete(replaced)
    urls.set(entry.url, entry)
    segment.add(entry)
    for (const tag of entry.tags) {
      let entries = this.tagged.get(tag)
      if (!entries) this.tagged.set(tag, (entries = new Set()))
      entries.add(entry)
    }
    this.fit()
    return true
  }

  /**
   * A hit: the entry moves to the recent end of the pages returned to, leaving probation if it was there, with its gzip
   * copy made now if it has none: a page only a crawler asked for once is never compressed.
   */
  private readAgain(entry: CachedResponse): void {
    this.probation.delete(entry)
    this.returnedTo.delete(entry)
    compressed(entry)
    this.returnedTo.add(entry)
    this.fit()
  }

  /**
   * Brings both segments within their shares: the pages returned to that least recently were go back on probation
   * (a second chance), and probation drops its oldest. An entry alone in its segment stays whatever its size (a
   * large llms-full.txt, ADR 047), as long as the whole budget holds it.
   */
  private fit(): void {
    const probationBytes = this.maxBytes * PROBATION_SHARE
    for (const oldest of this.returnedTo) {
      if (this.returnedTo.bytes <= this.maxBytes - probationBytes || this.returnedTo.count === 1) break
      this.returnedTo.delete(oldest)
      oldest.touchedAt = NEVER
      this.probation.add(oldest)
    }
    for (const oldest of this.probation) {
      const total = this.probation.bytes + this.returnedTo.bytes
      if ((this.probation.bytes <= probationBytes && total <= this.maxBytes) || this.probation.count === 1) break
      this.delete(oldest)
      this.evicted.add(addressOf(oldest))
      if (this.evicted.size > EVICTED_REMEMBERED) this.evicted.delete(this.evicted.values().next().value!)
    }
    // Only an entry larger than probation's share, alone there, can still exceed the whole budget.
    for (const oldest of this.returnedTo) {
      if (this.probation.bytes + this.returnedTo.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  clear(): void {
    this.evicted.clear()
    this.byVariant.clear()
    this.probation.clear()
    this.returnedTo.clear()
    this.tagged.clear()
  }

  /** Drops every entry that carries one of `tags`; `*` drops them all. */
  invalidate(tags: Iterable<string>): void {
    for (const tag of tags) {
      if (tag === EVERYTHING) return this.clear()
      for (const entry of [...(this.tagged.get(tag) ?? [])]) this.delete(entry)
    }
  }

  get size(): number {
    return this.probation.count + this.returnedTo.count
  }

  /** The bytes each segment holds, as the budget counts them. */
  get bytes(): { probation: number; returnedTo: number } {
    return { probation: this.probation.bytes, returnedTo: this.returnedTo.bytes }
  }

  private delete(entry: CachedResponse): void {
    const urls = this.byVariant.get(entry.variant)
    if (urls?.get(entry.url) !== entry) return
    urls.delete(entry.url)
    this.probation.delete(entry)
    this.returnedTo.delete(entry)
    for (const tag of entry.tags) {
      const entries = this.tagged.get(tag)
      entries?.delete(entry)
      if (entries?.size === 0) this.tagged.delete(tag)
    }
  }
}

/** Where an entry is kept, as one string: its representation and URL. */
const addressOf = (entry: CachedResponse) => `${entry.variant} ${entry.url}`

/** Gives `entry` its gzip copy, inline, if it should have one and has none (large bodies are compressed as kept). */
function compressed(entry: CachedResponse): void {
  if (entry.gzipped === null && entry.body.length >= MIN_GZIP_BYTES && entry.body.length <= MAX_INLINE_GZIP_BYTES)
    entry.gzipped = ownBytes(gzipSync(entry.body))
}

/**
 * `bytes`, or a copy that owns its memory when it is a view of a larger allocation: zlib's synchronous output is a
 * slice of a 16 KiB buffer, and a kept 3 KiB gzip copy held all of it, beyond what the budget counted.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.length) return bytes
  const own = Buffer.allocUnsafeSlow(bytes.length)
  bytes.copy(own)
  return own
}
