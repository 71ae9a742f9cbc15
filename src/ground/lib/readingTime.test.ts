import { describe, expect, it } from 'vitest'

import { countWords, readingTimeMinutes } from './readingTime'

describe('countWords', () => {
  it('counts the words of prose and ignores markdown syntax and link targets', () => {
    expect(countWords('## Harbor PMS\n\nIt adds [mobile keys](https://example.com/a-b-c) — *today*.')).toBe(7)
  })
})

describe('countWords on hostile input', () => {
  // Unbounded patterns took seconds per 80 KB of "[" (quadratic backtracking: minutes for a megabyte); bounded ones
  // take milliseconds. The limit is far from both, so that a machine under load cannot fail the bounded ones.
  it('scans a megabyte of unclosed brackets without backtracking', () => {
    expect(countWords('['.repeat(1_000_000))).toBe(0)
    expect(countWords('<'.repeat(1_000_000))).toBe(0)
    expect(countWords('[a '.repeat(300_000))).toBe(300_000)
    expect(countWords('[a]( '.repeat(200_000))).toBe(200_000)
  })
})

describe('readingTimeMinutes', () => {
  it('is zero for an empty body', () => {
    expect(readingTimeMinutes('')).toBe(0)
  })

  it('rounds up to whole minutes at 230 words a minute', () => {
    expect(readingTimeMinutes('word '.repeat(230))).toBe(1)
    expect(readingTimeMinutes('word '.repeat(231))).toBe(2)
  })
})
