import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { PROBATION_SHARE, ResponseCache } from './responseCache'

const response = (text: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(text) })

describe('ResponseCache', () => {
  it('returns what was stored until the time to live has passed', () => {
    const cache = new ResponseCache(1000, 1_000_000)
    cache.set('html', 'a', response('hello'), [], 0)
    expect(cache.get('html', 'a', 999)?.body.toString()).toBe('hello')
    expect(cache.get('html', 'a', 1000)).toBeUndefined()
  })

  it('keeps a gzip copy of larger bodies only', () => {
    const cache = new ResponseCache(1000, 1_000_000)
    cache.set('html', 'small', response('x'.repeat(100)), [], 0)
    cache.set('html', 'large', response('x'.repeat(5000)), [], 0)
    expect(cache.get('html', 'small', 1)?.gzipped).toBeNull()
    expect(cache.get('html', 'large', 1)?.gzipped?.length).toBeLessThan(200)
  })

  /** Each entry as the budget counts it: a 600-byte body and 512 for the rest. */
  const ENTRY = 600 + 512
  /** A cache where new pages (on probation) may fill two entries, and pages read again the rest. */
  const ROOM = 2 / PROBATION_SHARE
  const roomForTwoNew = () => new ResponseCache(100_000, ROOM * ENTRY)
  const keep = (cache: ResponseCache, keys: string[], at = 0) => {
    for (const key of keys) cache.set('html', key, response(key.padEnd(600, '.')), [], at)
  }
  /** Which of `keys` are kept, asked last: asking is a hit, which moves an entry. */
  const kept = (cache: ResponseCache, keys: string[], at = 50_000) =>
    keys.filter((key) => cache.get('html', key, at) !== undefined)

  it("holds a storm's one-off pages in a sixty-fourth of the budget: 1 MiB of the default 64 (the edge's memory)", () => {
    const budget = 64 * 1024 * 1024
    const cache = new ResponseCache(100_000, budget)
    // Searches of 40 KB, each asked for once, as a crawler's storm sends them.
    for (let i = 0; i < 500; i += 1) cache.set('html', `/search?q=${i}`, response('x'.repeat(40_000)), [], i)
    expect(cache.bytes.returnedTo).toBe(0)
    expect(cache.bytes.probation).toBeLessThanOrEqual(budget / 64)
    expect(cache.bytes.probation).toBeGreaterThan(budget / 64 - 41_000)
  })

  it('keeps pages read again while a crawler walks the long tail once', () => {
    const cache = roomForTwoNew()
    keep(cache, ['home', 'article'])
    cache.get('html', 'home', 10)
    cache.get('html', 'article', 10)
    keep(
      cache,
      Array.from({ length: 50 }, (_, index) => `search-${index}`),
      20,
    )
    expect(cache.bytes).toEqual({ probation: 2 * ENTRY, returnedTo: 2 * ENTRY })
    expect(kept(cache, ['home', 'article', 'search-0', 'search-47', 'search-48', 'search-49'])).toEqual([
      'home',
      'article',
      'search-48',
      'search-49',
    ])
  })

  it('drops the pages on probation oldest first, and a page read since is no longer among them', () => {
    const cache = roomForTwoNew()
    keep(cache, ['a', 'b'])
    cache.get('html', 'a', 1)
    keep(cache, ['c', 'd'], 2)
    expect(kept(cache, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd'])
  })

  it('keeps a page probation let go as read again when it is asked for again', () => {
    const cache = roomForTwoNew()
    keep(cache, ['page', 'other-1', 'other-2'])
    expect(cache.bytes).toEqual({ probation: 2 * ENTRY, returnedTo: 0 })
    // Its second reader came after probation let it go: it is rendered and kept again, now among the pages read again.
    keep(cache, ['page'], 1)
    expect(cache.bytes).toEqual({ probation: 2 * ENTRY, returnedTo: ENTRY })
    keep(
      cache,
      Array.from({ length: 10 }, (_, index) => `search-${index}`),
      2,
    )
    expect(kept(cache, ['page', 'other-1', 'search-9'])).toEqual(['page', 'search-9'])
  })

  /**
   * Pages read again filling their share (a, b, c, …, each read at its index's second), then `a` read at `readAt` and
   * one more page (g) read.
   */
  function returnedToAfterReadingA(readAt: number) {
    const cache = roomForTwoNew()
    const six = ['a', 'b', ...Array.from({ length: ROOM - 4 }, (_, index) => `c${index}`)]
    six.forEach((key, index) => {
      keep(cache, [key], 1000 * index)
      cache.get('html', key, 1000 * (index + 1))
    })
    cache.get('html', 'a', readAt)
    keep(cache, ['g'], 100_000 - 2)
    cache.get('html', 'g', 100_000 - 1)
    // The one sent back to probation is the first to go when two new pages arrive.
    keep(cache, ['new-1', 'new-2'], 100_000 - 1)
    return kept(cache, ['a', 'b', 'g'], 100_000 - 1)
  }

  it('sends the page read again least recently back to probation when the others fill their share', () => {
    expect(returnedToAfterReadingA(50_000)).toEqual(['a', 'g'])
  })

  it('counts recency to the second: a hit within a second of the last one does not reorder', () => {
    expect(returnedToAfterReadingA(1999)).toEqual(['b', 'g'])
  })

  it("keeps a page larger than probation's share while it is the newest there", () => {
    const cache = roomForTwoNew()
    const large = { ...response(''), body: randomBytes(3 * ENTRY) }
    cache.set('html', 'large', large, [], 0)
    expect(cache.bytes.probation).toBe(3 * ENTRY + 512)
    keep(cache, ['next'], 1)
    expect(cache.bytes.probation).toBe(ENTRY)
    cache.set('html', 'too-large', { ...large, body: randomBytes(ROOM * ENTRY) }, [], 2)
    expect(kept(cache, ['large', 'next', 'too-large'])).toEqual(['next'])
  })

  it('compresses a page when it is first read again, not when it is kept', () => {
    const cache = new ResponseCache(1000, 1_000_000)
    const page = response('<p>a paragraph of a page</p>\n'.repeat(400))
    cache.set('html', 'page', page, [], 0)
    expect(cache.bytes).toEqual({ probation: page.body.length + 512, returnedTo: 0 })
    const { gzipped } = cache.get('html', 'page', 1)!
    expect(gzipped!.length).toBeGreaterThan(0)
    expect(cache.bytes).toEqual({ probation: 0, returnedTo: page.body.length + gzipped!.length + 512 })
  })

  it('holds no more memory than its budget counts: the gzip copy is not a view of a larger buffer', () => {
    const cache = new ResponseCache(1000, 1_000_000)
    cache.set('html', 'page', response('<p>a paragraph of a page</p>\n'.repeat(400)), [], 0)
    const { body, gzipped } = cache.get('html', 'page', 1)!
    expect(gzipped!.length).toBeLessThan(1000)
    expect(gzipped!.buffer.byteLength).toBe(gzipped!.length)
    expect(body.buffer.byteLength).toBe(body.length)
  })

  it('drops exactly the entries that carry a tag it is told of, and all of them for *', () => {
    const cache = new ResponseCache(1000, 1_000_000)
    cache.set('html', 'a', response('a'), ['article:p/a', 'articles'], 0)
    cache.set('html', 'b', response('b'), ['article:p/b', 'articles'], 0)
    cache.set('html', 'home', response('home'), ['home'], 0)
    cache.invalidate(['article:p/a', 'feed'])
    expect(['a', 'b', 'home'].map((key) => Boolean(cache.get('html', key, 1)))).toEqual([false, true, true])
    cache.invalidate(['articles'])
    expect(['b', 'home'].map((key) => Boolean(cache.get('html', key, 1)))).toEqual([false, true])
    cache.invalidate(['*'])
    expect(cache.size).toBe(0)
  })

  it('forgets the tags of an entry it dropped for its age or its size', () => {
    // Probation (where each of these stays, none read again) holds two of them.
    const cache = new ResponseCache(1000, (2 * ENTRY) / PROBATION_SHARE)
    cache.set('html', 'a', response('a'.repeat(600)), ['x'], 0)
    cache.set('html', 'b', response('b'.repeat(600)), ['x'], 0)
    cache.set('html', 'c', response('c'.repeat(600)), ['y'], 0)
    cache.set('html', 'a', response('a2'), ['y'], 1)
    cache.invalidate(['x'])
    expect(['a', 'b', 'c'].map((key) => cache.get('html', key, 2)?.body.toString() ?? null)).toEqual([
      'a2',
      null,
      'c'.repeat(600),
    ])
  })

  it("keeps a URL's representations apart, and a tag drops each of them", () => {
    const cache = new ResponseCache(1000, 1_000_000)
    cache.set('html', '/p/a', response('<p>a</p>'), ['article:p/a'], 0)
    cache.set('markdown', '/p/a', response('# a'), ['article:p/a'], 0)
    expect(cache.get('html', '/p/a', 1)?.body.toString()).toBe('<p>a</p>')
    expect(cache.get('markdown', '/p/a', 1)?.body.toString()).toBe('# a')
    expect(cache.get('markdown', '/p/b', 1)).toBeUndefined()
    cache.invalidate(['article:p/a'])
    expect(cache.size).toBe(0)
  })

  it('empties at once', () => {
    const cache = new ResponseCache(1000, 1_000_000)
    cache.set('html', 'a', response('a'), [], 0)
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
