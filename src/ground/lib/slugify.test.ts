import { describe, expect, it } from 'vitest'

import { isSlug, SLUG_PATTERN, slugify, withSuffix } from './slugify'

describe('slugify', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('  Harbor PMS -- Adds   Mobile Keys!  ')).toBe('harbor-pms-adds-mobile-keys')
  })

  it('transliterates letters with diacritics and special letters to ASCII', () => {
    expect(slugify('Café Zürich: Straße, Ørsted & Łódź')).toBe('cafe-zurich-strasse-orsted-and-lodz')
  })

  it('drops characters that have no ASCII form', () => {
    expect(slugify('東京 hotel 2026')).toBe('hotel-2026')
  })

  it('returns an empty string when nothing is left', () => {
    expect(slugify('!!! ---')).toBe('')
  })

  it('never exceeds 255 characters and never ends with a hyphen', () => {
    const slug = slugify('word '.repeat(100))
    expect(slug.length).toBeLessThanOrEqual(255)
    expect(slug).toMatch(SLUG_PATTERN)
  })
})

describe('withSuffix', () => {
  it('appends the number', () => {
    expect(withSuffix('harbor-pms', 3)).toBe('harbor-pms-3')
  })

  it('shortens a long base so that the suffixed slug still fits 255 characters', () => {
    const base = slugify('a'.repeat(255))
    const slug = withSuffix(base, 12)
    expect(slug).toHaveLength(255)
    expect(slug.endsWith('-12')).toBe(true)
  })
})

describe('isSlug', () => {
  it('accepts what a slug field stores and nothing else', () => {
    expect(isSlug('harbor-pms-2')).toBe(true)
    expect(isSlug('a'.repeat(255))).toBe(true)
    for (const value of ['', 'a'.repeat(256), 'Harbor', 'a\u0000', 'a--b', 'a.md', 'café'])
      expect(isSlug(value), value).toBe(false)
  })
})
