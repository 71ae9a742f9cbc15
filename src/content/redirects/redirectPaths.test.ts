/**
 * A redirect's addresses (./redirectPaths.ts): the one form `from` is stored and looked up in, the addresses the site
 * keeps for itself, and the targets a redirect may have.
 */
import { describe, expect, it } from 'vitest'

import { redirectFrom, redirectLookupOf, redirectTo } from './redirectPaths'

const BASE = 'https://news.example'

describe('redirectFrom', () => {
  it('drops a trailing slash, query, fragment and .md, and percent-encodes as a request path is', () => {
    expect(redirectFrom('/old-pms/old-story/?utm=x#top')).toEqual({ path: '/old-pms/old-story' })
    expect(redirectFrom('/old-pms/old-story.md')).toEqual({ path: '/old-pms/old-story' })
    expect(redirectFrom('/2019/05/caf\u00e9/')).toEqual({ path: '/2019/05/caf%C3%A9' })
    expect(redirectFrom('/a/../b')).toEqual({ path: '/b' })
  })

  it('keeps the gone pages of the sections, and refuses what the site answers itself', () => {
    expect(redirectFrom('/authors/gone')).toEqual({ path: '/authors/gone' })
    expect(redirectFrom('/tags/gone-tag')).toEqual({ path: '/tags/gone-tag' })
    expect(redirectFrom('/tags/gone-tag/feed.xml')).toEqual({
      problem: '/tags/gone-tag/feed.xml is under /tags, which the site answers itself',
    })
    expect(redirectFrom('/compare/a-vs-b')).toEqual({ path: '/compare/a-vs-b' })
    expect(redirectFrom('/')).toEqual({ problem: '/ is the home page' })
    expect(redirectFrom('/docs/api')).toEqual({ problem: '/docs/api is one of the site’s own pages' })
    expect(redirectFrom('/authors/a/b')).toEqual({
      problem: '/authors/a/b is under /authors, which the site answers itself',
    })
    expect(redirectFrom('/ap/articles/1')).toEqual({
      problem: '/ap/articles/1 is under /ap, which the site answers itself',
    })
    expect(redirectFrom('/.well-known/x')).toEqual({ problem: '/.well-known/x is one of the site’s own documents' })
    expect(redirectFrom('/llms.txt')).toEqual({ problem: '/llms.txt is one of the site’s own documents' })
  })

  it('keeps WordPress’s /?p=ID as it is, the one query a redirect may be from; the home page with another is refused', () => {
    expect(redirectFrom('/?p=123')).toEqual({ path: '/?p=123' })
    for (const home of ['/?p=0123', '/?p=12&x=1', '/?page_id=5', '/?p=', '/?p=1#top'])
      expect(redirectFrom(home), home).toEqual({ problem: '/ is the home page' })
  })

  it('refuses what is not a path of this site', () => {
    const notAPath = { problem: 'must be a path of this site starting with a single "/"' }
    expect(redirectFrom('old')).toEqual(notAPath)
    expect(redirectFrom('//evil.example/x')).toEqual(notAPath)
    expect(redirectFrom('/a b')).toEqual({ problem: 'must not contain spaces, backslashes or control characters' })
    expect(redirectFrom('/a\\b')).toEqual({ problem: 'must not contain spaces, backslashes or control characters' })
    expect(redirectFrom(`/${'a'.repeat(1000)}`)).toEqual({ problem: 'must be at most 1000 characters' })
  })
})

describe('redirectTo', () => {
  it('takes a site path in the same form, an https URL as given, and its own site’s URL as a path', () => {
    expect(redirectTo('/new-pms/new-story.md', BASE)).toEqual({ path: '/new-pms/new-story' })
    expect(redirectTo('https://vendor.example/a?b=1#c', BASE)).toEqual({ path: 'https://vendor.example/a?b=1#c' })
    expect(redirectTo(`${BASE}/news/`, BASE)).toEqual({ path: '/news' })
  })

  it('refuses plain http, credentials, other schemes and a site path with a query', () => {
    expect(redirectTo('http://vendor.example/', BASE)).toEqual({
      problem: 'must be a path of this site or an absolute https URL',
    })
    expect(redirectTo('mailto:x@example.com', BASE)).toEqual({
      problem: 'must be a path of this site or an absolute https URL',
    })
    expect(redirectTo('https://u:p@vendor.example/', BASE)).toEqual({
      problem: 'must not carry a user name or password',
    })
    expect(redirectTo('/search?q=x', BASE)).toEqual({
      problem: 'must be a path without a query or fragment (an absolute https URL may have them)',
    })
  })
})

describe('redirectLookupOf', () => {
  it('looks a request up without its trailing slash, and says whether it asked for the .md form', () => {
    expect(redirectLookupOf('/old/')).toEqual({ from: '/old', markdown: false })
    expect(redirectLookupOf('/pms/old.md')).toEqual({ from: '/pms/old', markdown: true })
    expect(redirectLookupOf('/')).toBeNull()
  })
})
