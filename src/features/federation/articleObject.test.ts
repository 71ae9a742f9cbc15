import { describe, expect, it } from 'vitest'

import type { ArticlePage } from '../site/pages/article'
import { articleObject, hashtagName, withContext } from './articleObject'

const BASE = 'https://news.example'

const page: ArticlePage = {
  id: 7,
  title: 'Harbor <adds> keys',
  url: `${BASE}/harbor-pms/harbor-adds-keys`,
  markdownUrl: `${BASE}/harbor-pms/harbor-adds-keys.md`,
  activityObjectUrl: `${BASE}/ap/articles/7`,
  excerpt: 'Keys & more.',
  summary: null,
  body: 'See [the glossary](/glossary) and [theirs](https://other.example/x).',
  bodyHtml: '',
  embeds: null,
  bodyTokens: null,
  description: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  readingTimeMinutes: 1,
  pms: { name: 'Harbor PMS', url: `${BASE}/harbor-pms` },
  author: { name: 'Writer', url: `${BASE}/authors/writer` },
  authors: [
    { name: 'Writer', url: `${BASE}/authors/writer`, fediverseHandle: null },
    { name: 'Ann & Co', url: `${BASE}/authors/ann-co`, fediverseHandle: '@ann@social.example' },
  ],
  category: { name: 'Harbor PMS', url: `${BASE}/categories/harbor-pms` },
  tags: [],
  image: null,
  related: [],
  replies: [],
  aiUse: { search: true, aiInput: true, aiTrain: false },
  corrections: [],
  fediverseHandles: { site: '@news@news.example', pms: '@harbor-pms@news.example' },
  quotePolicy: 'anyone',
  standardSiteDocument: null,
}

describe('hashtagName', () => {
  it("joins a name's words as Mastodon writes tags, and has none for a name without letters or digits", () => {
    expect(hashtagName('Oracle OPERA Cloud')).toBe('#OracleOPERACloud')
    expect(hashtagName('revenue & pricing')).toBe('#RevenuePricing')
    expect(hashtagName('Hôtel Système 2')).toBe('#HôtelSystème2')
    expect(hashtagName(' – ')).toBeNull()
  })
})

describe('articleObject', () => {
  const object = articleObject({ id: 7, pmsSlug: 'harbor-pms', page }, BASE, [])

  it('is an Article with a stable id, attributed to the site, addressed to the public and both followings', () => {
    expect(object).toMatchObject({
      id: `${BASE}/ap/articles/7`,
      type: 'Article',
      attributedTo: `${BASE}/ap/actors/news`,
      name: 'Harbor <adds> keys',
      summary: 'Keys &amp; more.',
      mediaType: 'text/html',
      published: '2026-11-20T10:00:00.000Z',
      updated: '2026-11-21T10:00:00.000Z',
      to: ['https://www.w3.org/ns/activitystreams#Public'],
      cc: [`${BASE}/ap/actors/news/followers`, `${BASE}/ap/actors/harbor-pms/followers`],
    })
  })

  it("carries the byline, with each author's handle marked up as a mention, and the body as sanitised HTML with absolute links, the page and its markdown as url", () => {
    expect(object.content).toBe(
      `<p>By <a href="${BASE}/authors/writer">Writer</a> and <a href="${BASE}/authors/ann-co">Ann &amp; Co</a> (<span class="h-card" translate="no"><a href="https://social.example/@ann" class="u-url mention">@<span>ann</span></a></span>)</p>` +
        `<p>See <a href="${BASE}/glossary">the glossary</a> and <a href="https://other.example/x" rel="noopener nofollow">theirs</a>.</p>\n`,
    )
    expect(object.url).toEqual([
      { type: 'Link', mediaType: 'text/html', href: page.url },
      { type: 'Link', mediaType: 'text/markdown', href: page.markdownUrl },
    ])
  })

  it('carries its corrections and updates after the body, escaped, newest first as the page has them', () => {
    const corrected = articleObject(
      {
        id: 7,
        pmsSlug: 'harbor-pms',
        page: {
          ...page,
          corrections: [
            { kind: 'update', text: 'Harbor <confirmed> the date.', date: '2026-12-03T09:00:00.000Z' },
            { kind: 'correction', text: 'The price was wrong.', date: '2026-12-02T09:00:00.000Z' },
          ],
        },
      },
      BASE,
    )
    expect(String(corrected.content)).toMatch(
      /<\/p>\n?<aside><h2>Corrections and updates<\/h2><p><strong>Update, 3 Dec 2026:<\/strong> Harbor &lt;confirmed&gt; the date\.<\/p><p><strong>Correction, 2 Dec 2026:<\/strong> The price was wrong\.<\/p><\/aside>$/,
    )
    expect(String(object.content)).not.toContain('<aside>')
  })

  it('tags its category and PMS once each and each author with a handle as a Mention, and previews as an escaped Note with the same tags and its hashtags in its text', () => {
    const hashtag = { type: 'Hashtag', name: '#HarborPMS', href: `${BASE}/categories/harbor-pms` }
    const mention = { type: 'Mention', href: 'https://social.example/@ann', name: '@ann@social.example' }
    expect(object.tag).toEqual([hashtag, mention])
    expect(object.preview).toEqual({
      type: 'Note',
      attributedTo: `${BASE}/ap/actors/news`,
      content: `<p><strong>Harbor &lt;adds&gt; keys</strong></p><p>By <a href="${BASE}/authors/writer">Writer</a> and <a href="${BASE}/authors/ann-co">Ann &amp; Co</a> (<span class="h-card" translate="no"><a href="https://social.example/@ann" class="u-url mention">@<span>ann</span></a></span>)</p><p>Keys &amp; more.</p><p><a href="${page.url}">${page.url}</a></p><p><a href="${BASE}/categories/harbor-pms" class="mention hashtag" rel="tag">#<span>HarborPMS</span></a></p>`,
      tag: [hashtag, mention],
    })
  })

  it("tags its own tags first, each with its page, then the site's hashtags without one, each name once", () => {
    const tagged = {
      ...page,
      tags: [
        { name: 'Contactless keys', url: `${BASE}/tags/contactless-keys` },
        { name: 'pms', url: `${BASE}/tags/pms` },
      ],
    }
    expect(articleObject({ id: 7, pmsSlug: 'harbor-pms', page: tagged }, BASE, ['HotelTech', 'PMS']).tag).toEqual([
      { type: 'Hashtag', name: '#ContactlessKeys', href: `${BASE}/tags/contactless-keys` },
      { type: 'Hashtag', name: '#Pms', href: `${BASE}/tags/pms` },
      { type: 'Hashtag', name: '#HarborPMS', href: `${BASE}/categories/harbor-pms` },
      { type: 'Hashtag', name: '#HotelTech' },
      { type: 'Mention', href: 'https://social.example/@ann', name: '@ann@social.example' },
    ])
  })

  it("writes the site's hashtags (SOCIAL_HASHTAGS) into the preview's text as well, plain where they have no page", () => {
    const preview = articleObject({ id: 7, pmsSlug: 'harbor-pms', page }, BASE, ['HotelTech', 'harbor pms'])
      .preview as {
      content: string
    }
    expect(preview.content).toMatch(
      /<p><a href="https:\/\/news\.example\/categories\/harbor-pms" class="mention hashtag" rel="tag">#<span>HarborPMS<\/span><\/a> #<span>HotelTech<\/span><\/p>$/,
    )
  })

  it("says what automated systems may do with it as its page's headers do, the article's own choice over the site's", () => {
    expect(object).toMatchObject({
      contentSignal: 'ai-train=no, search=yes, ai-input=yes',
      contentUsage: 'train-ai=n, search=y',
      tdmReservation: 1,
    })
    const openToTraining = { ...page, aiUse: { search: true, aiInput: true, aiTrain: true } }
    expect(articleObject({ id: 7, pmsSlug: 'harbor-pms', page: openToTraining }, BASE)).toMatchObject({
      contentSignal: 'ai-train=yes, search=yes, ai-input=yes',
      contentUsage: 'train-ai=y, search=y',
      tdmReservation: 0,
    })
    expect(withContext(object)['@context']).toEqual([
      'https://www.w3.org/ns/activitystreams',
      expect.objectContaining({
        contentSignal: expect.any(String),
        contentUsage: expect.any(String),
        tdmReservation: 'http://www.w3.org/ns/tdmrep#reservation',
      }),
    ])
  })

  it('advertises who may quote it as FEP-044f does: the public, the followers of its actors, or its author alone', () => {
    const policyOf = (quotePolicy: ArticlePage['quotePolicy']) =>
      articleObject({ id: 7, pmsSlug: 'harbor-pms', page: { ...page, quotePolicy } }, BASE).interactionPolicy
    expect(policyOf('anyone')).toEqual({
      canQuote: { automaticApproval: 'https://www.w3.org/ns/activitystreams#Public' },
    })
    expect(policyOf('followers')).toEqual({
      canQuote: {
        automaticApproval: [`${BASE}/ap/actors/news/followers`, `${BASE}/ap/actors/harbor-pms/followers`],
      },
    })
    expect(policyOf('nobody')).toEqual({ canQuote: { automaticApproval: `${BASE}/ap/actors/news` } })
    expect(withContext(object)['@context']).toEqual([
      'https://www.w3.org/ns/activitystreams',
      expect.objectContaining({ canQuote: { '@id': 'gts:canQuote', '@type': '@id' } }),
    ])
  })

  it('has no actor of its own for a PMS whose slug is the site actor’s', () => {
    expect(articleObject({ id: 7, pmsSlug: 'news', page }, BASE).cc).toEqual([`${BASE}/ap/actors/news/followers`])
  })
})
