import { describe, expect, it } from 'vitest'

import { MAX_QUERY_LENGTH, parseSearchQuery } from './searchQuery'

describe('parseSearchQuery', () => {
  it('needs three characters, counted as characters, not bytes', () => {
    expect(parseSearchQuery('ab').searchable).toBe(false)
    expect(parseSearchQuery('  a b  ').searchable).toBe(true)
    expect(parseSearchQuery('').searchable).toBe(false)
    expect(parseSearchQuery(null).searchable).toBe(false)
    expect(parseSearchQuery('été').searchable).toBe(true)
  })

  it('turns control characters (NUL included) and the highlight markers into spaces', () => {
    expect(parseSearchQuery('a\u0000b\u0007c\uE000d').text).toBe('a b c d')
  })

  it('collapses whitespace and caps the length', () => {
    expect(parseSearchQuery(' channel \n\t manager ').text).toBe('channel manager')
    expect(parseSearchQuery('x'.repeat(10_000)).text).toHaveLength(MAX_QUERY_LENGTH)
  })

  it('lets the last word match as a prefix, unless negated, quoted or finished with a space', () => {
    expect(parseSearchQuery('mobile reserv').prefix).toEqual({ head: 'mobile', word: 'reserv' })
    expect(parseSearchQuery('Chan').prefix).toEqual({ head: '', word: 'chan' })
    expect(parseSearchQuery('channel -mana').prefix).toBeNull()
    expect(parseSearchQuery('"channel mana').prefix).toBeNull()
    expect(parseSearchQuery('channel mana ').prefix).toBeNull()
    expect(parseSearchQuery("o'reilly's:* &|!").prefix).toBeNull()
  })
})
