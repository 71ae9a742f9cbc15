import { describe, expect, it } from 'vitest'

import { countMarkdownTokens } from './countTokens'

describe('countMarkdownTokens', () => {
  it('counts tokens, not characters', async () => {
    expect(await countMarkdownTokens('')).toBe(0)
    expect(await countMarkdownTokens('hello world')).toBe(2)
    // A long common word is one token; a string of rare characters is many.
    expect(await countMarkdownTokens('reservations')).toBeLessThan(3)
    expect(await countMarkdownTokens('ZqXwVj')).toBeGreaterThan(2)
  })

  it('counts special-token text as plain text instead of throwing', async () => {
    expect(await countMarkdownTokens('before <|endoftext|> after')).toBeGreaterThan(4)
  })
})
