import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { PageHead } from '../pageHead'
import { HeadTags } from './HeadTags'

const BASE = 'https://news.example'
const tagsOf = (head: PageHead) => renderToStaticMarkup(createElement(HeadTags, { head, baseUrl: BASE }))

describe('HeadTags', () => {
  it('titles a page "<title> · PMS News" unless the title is absolute, and falls back to the site description', () => {
    expect(tagsOf({ title: 'Glossary' })).toMatch(
      /^<title>Glossary · PMS News<\/title><meta name="description" content="News about hotel property management systems, for people and for software."\/><link rel="alternate"/,
    )
    expect(tagsOf({ title: { absolute: 'PMS News: the home page' }, description: 'Ours' })).toMatch(
      /^<title>PMS News: the home page<\/title><meta name="description" content="Ours"\/><link/,
    )
  })

  it('names the RSS feed and the JSON Feed on every page, with absolute addresses', () => {
    expect(tagsOf({ title: 'Glossary' })).toContain(
      `<link rel="alternate" type="application/rss+xml" title="PMS News" href="${BASE}/feed"/><link rel="alternate" type="application/feed+json" title="PMS News" href="${BASE}/feed.json"/>`,
    )
  })

  it('writes the canonical absolute, even when the page gives a path, beside the markdown alternate', () => {
    expect(tagsOf({ title: 'Home', canonical: '/', markdownAlternate: `${BASE}/a/b.md` })).toContain(
      `<link rel="canonical" href="${BASE}/"/><link rel="alternate" type="text/markdown" href="${BASE}/a/b.md"/>`,
    )
    expect(tagsOf({ title: 'Other', canonical: 'https://elsewhere.example/x' })).toContain(
      '<link rel="canonical" href="https://elsewhere.example/x"/>',
    )
  })

  it('says "follow" or "nofollow" only when the page decides it, and keeps the referrer of token pages', () => {
    expect(tagsOf({ title: 'Gone', robots: { index: false } })).toContain('<meta name="robots" content="noindex"/>')
    expect(tagsOf({ title: 'Search', robots: { index: false, follow: true } })).toContain(
      '<meta name="robots" content="noindex, follow"/>',
    )
    expect(tagsOf({ title: 'Token', robots: { index: false, follow: false }, referrer: 'no-referrer' })).toContain(
      '<meta name="referrer" content="no-referrer"/><meta name="robots" content="noindex, nofollow"/>',
    )
  })

  it('writes Open Graph article properties, an image with its size and alt text, and leaves out what is unknown', () => {
    const tags = tagsOf({
      title: 'Story',
      openGraph: {
        type: 'article',
        url: `${BASE}/a/b`,
        title: 'Story & more',
        siteName: 'PMS News',
        publishedTime: '2026-11-20T10:00:00.000Z',
        authors: ['Maya Lindqvist'],
        images: [{ url: `${BASE}/media/x.webp`, width: 1200, alt: 'A lobby' }],
      },
    })
    expect(tags).toContain(
      `<meta property="og:type" content="article"/><meta property="og:url" content="${BASE}/a/b"/><meta property="og:title" content="Story &amp; more"/><meta property="og:site_name" content="PMS News"/>`,
    )
    expect(tags).toContain(
      `<meta property="og:image" content="${BASE}/media/x.webp"/><meta property="og:image:width" content="1200"/><meta property="og:image:alt" content="A lobby"/>`,
    )
    expect(tags).toContain(
      '<meta property="article:published_time" content="2026-11-20T10:00:00.000Z"/><meta property="article:author" content="Maya Lindqvist"/>',
    )
    expect(tags).not.toMatch(/og:description|og:image:height|article:section|article:modified_time/)
  })

  it("names each author's fediverse handle for Mastodon's author attribution, and none when no author has one", () => {
    expect(tagsOf({ title: 'Story', fediverseCreators: ['@ana@mastodon.example', '@bo@social.example'] })).toContain(
      '<meta name="fediverse:creator" content="@ana@mastodon.example"/><meta name="fediverse:creator" content="@bo@social.example"/>',
    )
    expect(tagsOf({ title: 'Story', fediverseCreators: [] })).not.toContain('fediverse:creator')
  })
})
