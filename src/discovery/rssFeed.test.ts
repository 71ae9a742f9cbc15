import { describe, expect, it, vi } from 'vitest'

import { markdownToHtml } from '../markdown/markdownToHtml'
import type { FeedArticle } from '../site/loaders/loadFeedArticles'
import { rssFeed } from './rssFeed'

vi.mock('../markdown/markdownToHtml', { spy: true })

const article = (n: number, body = `Story ${n} in [the archive](/news).`): FeedArticle => ({
  title: `Story ${n}`,
  url: `https://news.example/harbor/story-${n}`,
  excerpt: `Excerpt ${n}`,
  body,
  publishedAt: '2026-11-02T09:30:00.000Z',
  updatedAt: '2026-11-02T09:30:00.000Z',
  author: 'Maya',
  category: null,
  image: null,
})

const feedOf = (articles: FeedArticle[]) => rssFeed({ baseUrl: 'https://news.example', contactEmail: 'desk@news.example', articles, now: new Date('2026-11-03T00:00:00Z') })

describe('rssFeed', () => {
  it('writes an unchanged article once, and an edited one anew', () => {
    const articles = [article(1), article(2)]
    vi.mocked(markdownToHtml).mockClear()
    const first = feedOf(articles)
    expect(first).toContain('<content:encoded>&lt;p&gt;Story 1 in &lt;a href=&quot;https://news.example/news&quot;&gt;the archive&lt;/a&gt;.&lt;/p&gt;\n</content:encoded>')
    expect(markdownToHtml).toHaveBeenCalledTimes(2)
    expect(feedOf(articles)).toBe(first)
    expect(markdownToHtml).toHaveBeenCalledTimes(2)
    const edited = feedOf([article(1, 'Story 1, corrected.'), article(2)])
    expect(edited).toContain('<content:encoded>&lt;p&gt;Story 1, corrected.&lt;/p&gt;\n</content:encoded>')
    expect(edited).not.toContain('Story 1 in')
    expect(markdownToHtml).toHaveBeenCalledTimes(3)
  })
})
