/**
 * Whole public-page responses in memory, for an hour: status, headers and body, with a gzip copy made once at
 * store time. Bounded by bytes; the least recently used entries go first. Emptied at once when content changes
 * (contentChanges.ts), so a cached page is never older than the content behind it.
 */
import { gzip, gzipSync } from 'node:zlib'

export interface CachedResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
  gzipped: Buffer | null
  storedAt: number
}

/** Below this many bytes, compression costs more than it saves. */
const MIN_GZIP_BYTES = 1024
/**
 * Above this, the copy is compressed off the event loop (llms.txt of a large site is megabytes, and compressing it
 * inline would stall every other request); until it is ready, hits are sent uncompressed.
 */
const MAX_INLINE_GZIP_BYTES = 256 * 1024

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>()
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
    // Re-insert: Map order is the recency order.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, response: Omit<CachedResponse, 'gzipped' | 'storedAt'>, now = Date.now()): void {
    const compressible = response.body.length >= MIN_GZIP_BYTES
    const inline = compressible && response.body.length <= MAX_INLINE_GZIP_BYTES
    const entry: CachedResponse = { ...response, gzipped: inline ? gzipSync(response.body) : null, storedAt: now }
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
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
    return true
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.entries.size
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= sizeOf(entry)
  }
}

const sizeOf = (entry: CachedResponse) => entry.body.length + (entry.gzipped?.length ?? 0) + 512
