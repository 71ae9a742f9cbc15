import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { describe, expect, it, vi } from 'vitest'

import { articleSeedsA } from '../../features/seed/content/articlesA'
import { articleSeedsB } from '../../features/seed/content/articlesB'
import { articleSeedsC } from '../../features/seed/content/articlesC'
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

  it("remembers the short parts around a kept body too: an article's front matter is not counted on every miss", async () => {
    const head = [
      '---',
      'title: "Tidewater PMS gives condo owners a self-service portal"',
      'authors:\n  - Dana Whitfield\n  - Marco Ruiz\n  - Priya Natarajan',
      'tags:\n  - condo hotels\n  - owner accounting',
      '---',
      '# Tidewater PMS gives condo owners a self-service portal\n\n',
    ].join('\n')
    vi.mocked(countTokens).mockClear()
    const first = await countMarkdownTokens(head)
    expect(await countMarkdownTokens(head)).toBe(first)
    expect(countTokens).toHaveBeenCalledTimes(1)
  })
})

describe('countMarkdownTokens with a part whose count is known', () => {
  const whole = (markdown: string) => countTokens(markdown, { disallowedSpecial: new Set() })
  const page = (body: string) =>
    `---\ntitle: "A page"\n---\n# A page\n\n> Its excerpt.\n\n${body}## Related articles\n\n- [x](https://n.example/x)\n`

  it('takes the known count instead of counting the part, and is exact on every demo article', async () => {
    const bodies = [...articleSeedsA, ...articleSeedsB, ...articleSeedsC].map((seed) => `${seed.body.trim()}\n\n`)
    expect(bodies.length).toBeGreaterThan(60)
    for (const body of bodies) {
      const markdown = page(body)
      expect(await countMarkdownTokens(markdown, { text: body, tokens: whole(body) })).toBe(whole(markdown))
    }
    // The known count is the one used: a wrong one shows.
    const body = bodies[0]
    expect(await countMarkdownTokens(page(body), { text: body, tokens: whole(body) + 1000 })).toBe(
      whole(page(body)) + 1000,
    )
  })

  it('counts the whole where the part does not stand between block boundaries, or is not there', async () => {
    const wrong = (text: string) => ({ text, tokens: 1_000_000 })
    // Starting with `/`, after punctuation and a line break: the tokenizer joins them.
    const slash = '/glossary is where the terms live.\n\n'
    const afterPunctuation = `Intro.\n\n${slash}## Next\n`
    expect(await countMarkdownTokens(afterPunctuation, wrong(slash))).toBe(whole(afterPunctuation))
    // Not after a line break, or followed by more whitespace.
    expect(await countMarkdownTokens('Intro: body text\n\n# H\n', wrong('body text\n\n'))).toBe(
      whole('Intro: body text\n\n# H\n'),
    )
    expect(await countMarkdownTokens('Body text.\n\n  indented\n', wrong('Body text.\n\n'))).toBe(
      whole('Body text.\n\n  indented\n'),
    )
    expect(await countMarkdownTokens('Something else.\n', wrong('Not here.\n\n'))).toBe(whole('Something else.\n'))
  })
})
