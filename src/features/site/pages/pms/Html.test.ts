import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PmsHtml } from './Html'
import type { PmsPage } from './load'

const page: PmsPage = {
  slug: 'opera-cloud',
  name: 'Harbor PMS',
  url: 'https://news.example/harbor-pms',
  tagline: null,
  profile: null,
  facts: [],
  capabilities: [],
  integrations: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
  articles: { articles: [], page: 1, totalPages: 1, totalDocs: 0 },
  comparisons: [],
  prLinks: [],
  feeds: {
    title: 'Harbor PMS',
    rss: 'https://news.example/opera-cloud/feed.xml',
    json: 'https://news.example/opera-cloud/feed.json',
  },
  fediverseHandle: '@opera-cloud@news.example',
}

describe('the PMS hub', () => {
  it('links to a search for its PMS once, through the one search URL builder', () => {
    const html = renderToStaticMarkup(createElement(PmsHtml, { page }))
    expect(html.match(/Search everything about/g)).toHaveLength(1)
    expect(html).toContain('href="/search?q=Harbor+PMS"')
  })

  it('offers its own feeds under its news', () => {
    const html = renderToStaticMarkup(createElement(PmsHtml, { page }))
    expect(html).toContain('<a href="https://news.example/opera-cloud/feed.xml">RSS</a>')
    expect(html).toContain('<a href="https://news.example/opera-cloud/feed.json">JSON Feed</a>')
  })
})
