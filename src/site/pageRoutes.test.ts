import { describe, expect, it } from 'vitest'

import { markdownUrlTarget, pageRouteOf } from './pageRoutes'

describe('pageRouteOf', () => {
  it('knows an article path', () => {
    expect(pageRouteOf('/harbor-pms/mobile-keys')).toEqual({ kind: 'article', pmsSlug: 'harbor-pms', articleSlug: 'mobile-keys' })
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
  ])('knows %s', (path, expected) => {
    expect(pageRouteOf(path)).toEqual(expected)
  })

  it.each(['/cockpit/login', '/a/b/c', '/Harbor/x', '/a/b.md', '/media/x', '/llms.txt', '/cockpit', '/glossary/Bad_Slug', '/authors'])('has no markdown page at %s', (path) => {
    expect(pageRouteOf(path)).toBeNull()
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
