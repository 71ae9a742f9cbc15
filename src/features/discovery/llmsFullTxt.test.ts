import { describe, expect, it } from 'vitest'

import { type FullArticle, withinBudget } from './llmsFullTxt'

const BASE = 'https://news.example'

const articleOf = (number: number, body: string): FullArticle => ({
  markdownUrl: `${BASE}/harbor-pms/story-${number}.md`,
  markdown: `---\ntitle: "Story ${number}"\n---\n\n# Story ${number}\n\n${body}\n`,
})

/** The articles, counting how many were read: the budget must stop the reading, not only the writing. */
function source(articles: FullArticle[]) {
  const read = { count: 0, closed: false }
  async function* iterate() {
    try {
      for (const article of articles) {
        read.count += 1
        yield article
      }
    } finally {
      read.closed = true
    }
  }
  return { articles: iterate(), read }
}

async function documentOf(articles: AsyncIterable<FullArticle>, maxBytes: number) {
  const pieces: string[] = []
  for await (const piece of withinBudget(articles, {
    baseUrl: BASE,
    maxBytes,
    aiUse: { search: true, aiInput: true, aiTrain: false },
  }))
    pieces.push(piece)
  return pieces.join('')
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

describe('withinBudget', () => {
  it('carries every article whole, newest first as given, and says it holds all of them', async () => {
    const { articles } = source([articleOf(1, 'First.'), articleOf(2, 'Second.')])
    const document = await documentOf(articles, 64 * 1024)
    expect(document).toMatch(/^# PMS News: the newest articles in full\n\n> /)
    expect(document).toContain(`${BASE}/llms.txt`)
    expect(document.indexOf('# Story 1')).toBeLessThan(document.indexOf('# Story 2'))
    expect(document).toContain(`<!-- article 1: ${BASE}/harbor-pms/story-1.md -->\n\n---\ntitle: "Story 1"`)
    expect(document).toContain(`<!-- article 2: ${BASE}/harbor-pms/story-2.md -->`)
    expect(
      document.endsWith(
        `2 articles included, newest first: every published article. PMS profiles, comparisons and glossary terms are listed in ${BASE}/llms.txt.\n`,
      ),
    ).toBe(true)
  })

  it('stops before the article that would cross the budget, counted in UTF-8 bytes, and reads no further', async () => {
    // Three bytes a character: a budget counted in characters or UTF-16 units would let far more in.
    const all = [1, 2, 3, 4, 5].map((number) => articleOf(number, '€'.repeat(4000)))
    // The whole document of the first three alone: three articles and the longer of the two closings. Its opening
    // names the budget, so it is measured under one written as long as the budget it finds (36,xxx bytes).
    const exactlyThree = bytes(await documentOf(source(all.slice(0, 3)).articles, 99_999))
    expect(exactlyThree).toBeGreaterThan(10_000)
    expect(exactlyThree).toBeLessThan(99_999)

    const three = source(all)
    const document = await documentOf(three.articles, exactlyThree)
    expect(bytes(document)).toBeLessThanOrEqual(exactlyThree)
    expect(document).toContain('# Story 3')
    expect(document).not.toContain('# Story 4')
    expect(
      document.endsWith(
        `3 articles included, newest first: the most that fit in the size limit. Older articles are listed in ${BASE}/llms.txt.\n`,
      ),
    ).toBe(true)
    // The fourth was read to be measured, and nothing after it.
    expect(three.read).toEqual({ count: 4, closed: true })

    const two = source(all)
    const shorter = await documentOf(two.articles, exactlyThree - 1)
    expect(shorter).toContain('# Story 2')
    expect(shorter).not.toContain('# Story 3')
    expect(shorter).toContain('\n2 articles included, newest first: the most that fit')
    expect(two.read).toEqual({ count: 3, closed: true })
  })

  it('never cuts an article: one larger than the budget leaves the document with none', async () => {
    const { articles } = source([articleOf(1, 'x'.repeat(8 * 1024)), articleOf(2, 'Short.')])
    const document = await documentOf(articles, 4 * 1024)
    expect(bytes(document)).toBeLessThanOrEqual(4 * 1024)
    expect(document).not.toContain('# Story')
    expect(document).toContain('0 articles included, newest first: the most that fit in the size limit.')
  })

  it('fits its opening and closing lines in the smallest budget the configuration allows', async () => {
    const { articles } = source([])
    const document = await documentOf(articles, 4 * 1024)
    expect(bytes(document)).toBeLessThan(2 * 1024)
    expect(document).toContain('0 articles included, newest first: every published article.')
  })

  it('counts one article as one', async () => {
    const { articles } = source([articleOf(1, 'Only.')])
    expect(await documentOf(articles, 64 * 1024)).toContain(
      '\n1 article included, newest first: every published article.',
    )
  })
})
