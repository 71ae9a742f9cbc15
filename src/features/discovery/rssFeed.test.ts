import { describe, expect, it } from 'vitest'

import type { FeedArticle } from '../site/loaders/loadFeedArticles'
import { rssFeedBytes } from './rssFeed'

const article = (
  n: number,
  version = `${n}:100`,
  html = `<p>Story ${n} in <a href="https://news.example/news">the archive</a>.</p>\n`,
): FeedArticle => ({
  version,
  title: `Story ${n}`,
  url: `https://news.example/harbor/story-${n}`,
  excerpt: `Excerpt ${n}`,
  html,
  publishedAt: '2026-11-02T09:30:00.000Z',
  updatedAt: '2026-11-02T09:30:00.000Z',
  authors: [{ name: 'Maya', url: 'https://news.example/authors/maya' }],
  category: null,
  image: null,
  aiUse: null,
})

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString()

const feedOf = (articles: FeedArticle[]) =>
  rssFeedBytes({
    baseUrl: 'https://news.example',
    contactEmail: 'desk@news.example',
    articles,
    now: new Date('2026-11-03T00:00:00Z'),
  })

describe('rssFeedBytes', () => {
  it('escapes each body into content:encoded', () => {
    expect(text(feedOf([article(1)]))).toContain(
      '<content:encoded>&lt;p&gt;Story 1 in &lt;a href=&quot;https://news.example/news&quot;&gt;the archive&lt;/a&gt;.&lt;/p&gt;\n</content:encoded>',
    )
  })

  it('writes a feed of unchanged articles once, and anew when one of them has another version', () => {
    const first = feedOf([article(1), article(2)])
    expect(feedOf([article(1), article(2)])).toBe(first)
    const edited = feedOf([article(1, '1:101', '<p>Story 1, corrected.</p>\n'), article(2)])
    expect(edited).not.toBe(first)
    expect(text(edited)).toContain('<content:encoded>&lt;p&gt;Story 1, corrected.&lt;/p&gt;\n</content:encoded>')
    expect(text(edited)).not.toContain('Story 1 in')
  })

  it('writes the feed anew when an article changes beside its body (a renamed author)', () => {
    const first = feedOf([article(3)])
    const renamed = feedOf([
      { ...article(3), authors: [{ name: 'Maya Lind', url: 'https://news.example/authors/maya' }] },
    ])
    expect(renamed).not.toBe(first)
    expect(text(renamed)).toContain('<dc:creator>Maya Lind</dc:creator>')
  })

  it("names every author of a co-byline as a dc:creator, in order, and the lead author in RSS's one author", () => {
    const coWritten = text(
      feedOf([
        {
          ...article(5),
          authors: [
            { name: 'Maya', url: 'https://news.example/authors/maya' },
            { name: 'Jon & Bo', url: 'https://news.example/authors/jon-bo' },
          ],
        },
      ]),
    )
    expect(coWritten).toContain(
      '<author>desk@news.example (Maya)</author><dc:creator>Maya</dc:creator><dc:creator>Jon &amp; Bo</dc:creator>',
    )
  })

  it("writes the feed anew when the featured image's media record changes, and keeps it while it does not", () => {
    const image = (version: string, width: number): NonNullable<FeedArticle['image']> => ({
      version,
      url: 'https://news.example/media/2026/11/harbor.webp',
      alt: 'The harbour',
      caption: null,
      width,
      height: 900,
      sources: [],
      crops: [],
    })
    const first = feedOf([{ ...article(4), image: image('7:300', 1600) }])
    expect(feedOf([{ ...article(4), image: image('7:300', 1600) }])).toBe(first)
    const replaced = feedOf([{ ...article(4), image: image('7:301', 1200) }])
    expect(replaced).not.toBe(first)
    expect(text(replaced)).toContain('width="1200"')
  })
})
