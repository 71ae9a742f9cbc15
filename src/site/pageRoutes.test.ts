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

  it.each(['/glossary/pms', '/cockpit/login', '/a/b/c', '/Harbor/x', '/a/b.md', '/media/x', '/glossary', '/llms.txt', '/cockpit'])('has no markdown page at %s', (path) => {
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
