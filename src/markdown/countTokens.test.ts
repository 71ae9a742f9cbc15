import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { describe, expect, it, vi } from 'vitest'

import { countMarkdownTokens } from './countTokens'

vi.mock('gpt-tokenizer/encoding/o200k_base', { spy: true })

const article = (words: number) => Array.from({ length: words }, (_, i) => `word${i % 50}`).join(' ')

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

  it('counts an unchanged long page once, and the same page after an edit anew', async () => {
    const page = article(2000)
    vi.mocked(countTokens).mockClear()
    const first = await countMarkdownTokens(page)
    expect(await countMarkdownTokens(page)).toBe(first)
    expect(countTokens).toHaveBeenCalledTimes(1)
    const edited = `${page} and three more`
    expect(await countMarkdownTokens(edited)).toBe(countTokens(edited, { disallowedSpecial: new Set() }))
    expect(await countMarkdownTokens(edited)).toBeGreaterThan(first)
    expect(countTokens).toHaveBeenCalledTimes(3)
  })
})
