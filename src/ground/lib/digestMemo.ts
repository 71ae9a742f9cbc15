/**
 * Pure functions of long texts, remembered by the text's SHA-256 digest, the least recently used forgotten past
 * `maxEntries`. Keyed by the content itself, a remembered value can never outlive an edit: a changed text has
 * another digest, so nothing needs to be told of changes. Hashing 25 KB costs tens of microseconds, a small part of
 * what the functions remembered here cost; the digest (not the text) is kept, so an entry is about a hundred bytes
 * beside its value.
 */
import { createHash } from 'node:crypto'

interface Kept<T> {
  /** The text's digest, with what is kept under it, if anything. */
  find(text: string): { key: string; held?: { value: T } }
  keep(key: string, value: T): void
}

function keptByDigest<T>(maxEntries: number): Kept<T> {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError(`digestMemo: maxEntries must be a whole number from 1, not ${maxEntries}`)
  const kept = new Map<string, T>()
  return {
    find(text) {
      // Digested once per call: a miss keeps its value under the key it was looked up by.
      const key = createHash('sha256').update(text).digest('base64')
      if (!kept.has(key)) return { key }
      const value = kept.get(key) as T
      // Re-inserted, so the map's order is the order of use and the first key is the least recently used.
      kept.delete(key)
      kept.set(key, value)
      return { key, held: { value } }
    },
    keep(key, value) {
      kept.delete(key)
      kept.set(key, value)
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!)
    },
  }
}

/**
 * A value remembered by the digest of a text that determines it (`key`), computed by `compute` when not held: for a
 * value whose inputs are larger than a description of them (a feed, named by its articles' row versions).
 */
export function digestCache<T>({ maxEntries }: { maxEntries: number }): (key: string, compute: () => T) => T {
  const kept = keptByDigest<T>(maxEntries)
  return (text, compute) => {
    const { key, held } = kept.find(text)
    if (held) return held.value
    const computed = compute()
    kept.keep(key, computed)
    return computed
  }
}

/** `digestCache` for a value computed asynchronously: kept once computed, never when computing fails. */
export function asyncDigestCache<T>({
  maxEntries,
}: {
  maxEntries: number
}): (key: string, compute: () => Promise<T>) => Promise<T> {
  const kept = keptByDigest<T>(maxEntries)
  return async (text, compute) => {
    const { key, held } = kept.find(text)
    if (held) return held.value
    const computed = await compute()
    kept.keep(key, computed)
    return computed
  }
}

/** `compute` of a text, remembered by the text's digest. */
export function digestMemo<T>(compute: (text: string) => T, options: { maxEntries: number }): (text: string) => T {
  const cache = digestCache<T>(options)
  return (text) => cache(text, () => compute(text))
}
