import { describe, expect, it, vi } from 'vitest'

import { digestMemo } from './digestMemo'

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
    expect(() => digestMemo(String, { maxEntries: 0 })).toThrow('digestMemo: maxEntries must be a whole number from 1, not 0')
  })
})
