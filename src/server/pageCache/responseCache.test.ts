import { describe, expect, it } from 'vitest'

import { ResponseCache } from './responseCache'

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

  /** A cache with room for three entries, full (a, b, c stored at 0); `a` is read at `readAt` and `d` stored then. Which survive. */
  function survivorsAfterReadingA(readAt: number) {
    const cache = new ResponseCache(10_000, 3 * (600 + 512))
    for (const key of ['a', 'b', 'c']) cache.set('html', key, response(key.repeat(600)), [], 0)
    cache.get('html', 'a', readAt)
    cache.set('html', 'd', response('d'.repeat(600)), [], readAt)
    return ['a', 'b', 'c', 'd'].filter((key) => cache.get('html', key, 2000))
  }

  it('drops the least recently used entries past its byte budget', () => {
    expect(survivorsAfterReadingA(1000)).toEqual(['a', 'c', 'd'])
  })

  it('counts recency to the second: a hit within a second of the last one does not reorder', () => {
    expect(survivorsAfterReadingA(999)).toEqual(['b', 'c', 'd'])
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
    const cache = new ResponseCache(1000, 2 * (600 + 512))
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
