/**
 * A pure function of a long text, remembered by the text's SHA-256 digest, the least recently used forgotten past
 * `maxEntries`. Keyed by the content itself, a remembered value can never outlive an edit: a changed text has
 * another digest, so nothing needs to be told of changes. Hashing 25 KB costs tens of microseconds, a small part of
 * what the functions remembered here cost; the digest (not the text) is kept, so an entry is about a hundred bytes.
 */
import { createHash } from 'node:crypto'

export function digestMemo<T>(compute: (text: string) => T, { maxEntries }: { maxEntries: number }): (text: string) => T {
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError(`digestMemo: maxEntries must be a whole number from 1, not ${maxEntries}`)
  const kept = new Map<string, T>()
  return (text) => {
    const key = createHash('sha256').update(text).digest('base64')
    const value = kept.get(key)
    if (value !== undefined || kept.has(key)) {
      // Re-inserted, so the map's order is the order of use and the first key is the least recently used.
      kept.delete(key)
      kept.set(key, value as T)
      return value as T
    }
    const computed = compute(text)
    kept.set(key, computed)
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value!)
    return computed
  }
}
