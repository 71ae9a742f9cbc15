import { describe, expect, it, vi } from 'vitest'

import { asyncDigestCache, digestCache, digestMemo } from './digestMemo'

describe('digestMemo', () => {
  it('computes an unchanged text once', () => {
    const compute = vi.fn((text: string) => text.length)
    const length = digestMemo(compute, { maxEntries: 10 })
    expect([length('a body'), length('a body'), length('a body')]).toEqual([6, 6, 6])
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('computes an edited text again, never answering from the old one', () => {
    const compute = vi.fn((text: string) => text.split(' ').length)
    const words = digestMemo(compute, { maxEntries: 10 })
    expect(words('the first body')).toBe(3)
    expect(words('the first body, edited')).toBe(4)
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it('forgets the least recently used text past its size', () => {
    const compute = vi.fn((text: string) => text.toUpperCase())
    const upper = digestMemo(compute, { maxEntries: 2 })
    upper('a')
    upper('b')
    upper('a') // a is now the most recently used
    upper('c') // b is forgotten
    upper('a')
    expect(compute).toHaveBeenCalledTimes(3)
    upper('b')
    expect(compute).toHaveBeenCalledTimes(4)
  })

  it('refuses a size that is not a whole number from 1', () => {
    expect(() => digestMemo(String, { maxEntries: 0 })).toThrow(
      'digestMemo: maxEntries must be a whole number from 1, not 0',
    )
  })
})

describe('digestCache', () => {
  it('computes a value once per key text, and anew for another key', () => {
    const cache = digestCache<string>({ maxEntries: 10 })
    const compute = vi.fn(() => 'the feed')
    expect(cache('article 1 at version 7', compute)).toBe('the feed')
    expect(cache('article 1 at version 7', compute)).toBe('the feed')
    expect(compute).toHaveBeenCalledTimes(1)
    expect(cache('article 1 at version 8', () => 'the edited feed')).toBe('the edited feed')
  })
})

describe('asyncDigestCache', () => {
  it('keeps a value once computed, and nothing when computing fails', async () => {
    const cache = asyncDigestCache<string>({ maxEntries: 10 })
    await expect(
      cache('range 1 at version a', async () => Promise.reject(new Error('the database went away'))),
    ).rejects.toThrow('the database went away')
    const compute = vi.fn(async () => 'the sitemap')
    expect(await cache('range 1 at version a', compute)).toBe('the sitemap')
    expect(await cache('range 1 at version a', compute)).toBe('the sitemap')
    expect(compute).toHaveBeenCalledTimes(1)
  })
})
