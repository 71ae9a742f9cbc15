/**
 * One segment of the page cache (./responseCache.ts, ADR 086): its entries in their order of arrival, and the bytes
 * they hold as the budget counts them.
 */

/** What the budget counts of an entry: its body, its gzip copy, and about 512 bytes of status, headers and keys. */
interface Sized {
  readonly body: Buffer
  readonly gzipped: Buffer | null
}

export const sizeOf = (entry: Sized) => entry.body.length + (entry.gzipped?.length ?? 0) + 512

/** Entries in their order of arrival, with the bytes they hold. */
export class Segment<T extends Sized> {
  private readonly entries = new Set<T>()
  bytes = 0

  get count(): number {
    return this.entries.size
  }

  has(entry: T): boolean {
    return this.entries.has(entry)
  }

  add(entry: T): void {
    this.entries.add(entry)
    this.bytes += sizeOf(entry)
  }

  delete(entry: T): void {
    if (this.entries.delete(entry)) this.bytes -= sizeOf(entry)
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  [Symbol.iterator](): Iterator<T> {
    return this.entries[Symbol.iterator]()
  }
}
