import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  isInternalRoute,
  listFeedOf,
  listFeedPath,
  markdownUrlTarget,
  pageRouteOf,
  RESERVED_TOP_LEVEL_PATHS,
  searchPath,
} from './paths'

describe('listFeedOf', () => {
  it.each([
    ['/harbor-pms/feed.xml', { kind: 'pms', slug: 'harbor-pms', format: 'rss' }],
    ['/harbor-pms/feed.json', { kind: 'pms', slug: 'harbor-pms', format: 'json' }],
    ['/categories/product-updates/feed.xml', { kind: 'category', slug: 'product-updates', format: 'rss' }],
    ['/tags/contactless-keys/feed.json', { kind: 'tag', slug: 'contactless-keys', format: 'json' }],
    ['/authors/maya-ortiz/feed.xml', { kind: 'author', slug: 'maya-ortiz', format: 'rss' }],
  ] as const)('knows the feed of a list at %s, which is no page, and writes it back alike', (path, expected) => {
    expect(listFeedOf(path)).toEqual(expected)
    expect(listFeedPath(expected, expected.format)).toBe(path)
    expect(pageRouteOf(path)).toBeNull()
  })

  it.each([
    '/feed',
    '/feed.json',
    '/glossary/feed.xml',
    '/tags/feed.xml',
    '/harbor-pms/x/feed.xml',
    '/Bad/feed.xml',
    '/harbor-pms/feed.rss',
  ])('has no list feed at %s', (path) => {
    expect(listFeedOf(path)).toBeNull()
  })
})

describe('pageRouteOf', () => {
  it('knows an article path', () => {
    expect(pageRouteOf('/harbor-pms/mobile-keys')).toEqual({
      kind: 'article',
      pmsSlug: 'harbor-pms',
      articleSlug: 'mobile-keys',
    })
  })

  it('knows the home page and a PMS hub', () => {
    expect(pageRouteOf('/')).toEqual({ kind: 'home' })
    expect(pageRouteOf('/harbor-pms')).toEqual({ kind: 'pms', pmsSlug: 'harbor-pms' })
  })

  it.each([
    ['/glossary', { kind: 'glossary' }],
    ['/glossary/channel-manager', { kind: 'glossary-term', slug: 'channel-manager' }],
    ['/compare', { kind: 'comparisons' }],
    ['/compare/a-vs-b', { kind: 'comparison', slug: 'a-vs-b' }],
    ['/categories/product-updates', { kind: 'category', slug: 'product-updates' }],
    ['/authors/maya-ortiz', { kind: 'author', slug: 'maya-ortiz' }],
    ['/tags/contactless-keys', { kind: 'tag', slug: 'contactless-keys' }],
    ['/docs/api', { kind: 'api-docs' }],
    ['/search', { kind: 'search' }],
    ['/subscribe', { kind: 'newsletter' }],
  ])('knows %s', (path, expected) => {
    expect(pageRouteOf(path)).toEqual(expected)
  })

  it.each([
    '/cockpit/login',
    '/a/b/c',
    '/Harbor/x',
    '/a/b.md',
    '/media/x',
    '/llms.txt',
    '/llms-full.txt',
    '/cockpit',
    '/glossary/Bad_Slug',
    '/authors',
    '/md/harbor-pms',
  ])('has no markdown page at %s', (path) => {
    expect(pageRouteOf(path)).toBeNull()
  })

  it('reads a first segment named like an object property as a PMS slug, never as a section', () => {
    expect(pageRouteOf('/constructor/story')).toEqual({ kind: 'article', pmsSlug: 'constructor', articleSlug: 'story' })
  })

  it('reserves the first segment of every section that has pages of its own', () => {
    for (const section of [
      'glossary',
      'compare',
      'categories',
      'authors',
      'tags',
      'search',
      'subscribe',
      'docs',
      'preview',
      'md',
    ]) {
      expect(RESERVED_TOP_LEVEL_PATHS.has(section)).toBe(true)
    }
  })

  it("reserves every first segment a route of Next's or the router's social web answers", () => {
    const routes = fs
      .readdirSync(path.join(import.meta.dirname, '../app'), { withFileTypes: true })
      // Route groups `(site)` add no segment; a name with a dot (`llms.txt`) can never be a slug.
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('(') && !entry.name.includes('.'))
      .map((entry) => entry.name)
    expect(routes).toContain('ready')
    for (const segment of [...routes, 'ap', 'nodeinfo'])
      expect(RESERVED_TOP_LEVEL_PATHS.has(segment), segment).toBe(true)
  })
})

describe('markdownUrlTarget', () => {
  it('maps an article .md URL to its page, and nothing else', () => {
    expect(markdownUrlTarget('/harbor-pms/mobile-keys.md')).toBe('/harbor-pms/mobile-keys')
    expect(markdownUrlTarget('/harbor-pms.md')).toBeNull()
    expect(markdownUrlTarget('/auth.md')).toBeNull()
    expect(markdownUrlTarget('/glossary/pms.md')).toBeNull()
  })
})

describe('searchPath', () => {
  it('writes spaces as + and the page only past the first', () => {
    expect(searchPath('cloud pms & more')).toBe('/search?q=cloud+pms+%26+more')
    expect(searchPath('harbor', 1)).toBe('/search?q=harbor')
    expect(searchPath('harbor', 3)).toBe('/search?q=harbor&page=3')
  })

  it('writes the filters after q in the form’s order, and no q when only filters narrow it', () => {
    expect(searchPath('opera', 2, { category: 'news', tag: 'cloud', pms: 'harbor-pms' })).toBe(
      '/search?q=opera&tag=cloud&pms=harbor-pms&category=news&page=2',
    )
    expect(searchPath('', 1, { pms: 'harbor-pms' })).toBe('/search?pms=harbor-pms')
    expect(searchPath('', 1, { tag: '' })).toBe('/search')
  })
})

describe('isInternalRoute', () => {
  it('knows the markdown route and the newsletter actions, not the pages beside them', () => {
    for (const path of ['/md', '/md/harbor-pms', '/subscribe/actions/confirm']) expect(isInternalRoute(path)).toBe(true)
    for (const path of ['/mdx', '/subscribe', '/subscribe/confirm', '/subscribe/actionsx'])
      expect(isInternalRoute(path)).toBe(false)
  })
})
