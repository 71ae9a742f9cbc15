import { describe, expect, it } from 'vitest'

import { allowedMethods } from './allowedMethods'
import { areaOf } from './areas'

const methodsAt = (pathname: string) => allowedMethods(areaOf(pathname), pathname)

describe('allowedMethods', () => {
  it('lets public pages be read only, but for the newsletter’s actions', () => {
    for (const pathname of ['/', '/compare', '/harbor-pms/some-story', '/llms.txt', '/preview/articles/1']) {
      expect(methodsAt(pathname), pathname).toEqual(['GET', 'HEAD'])
    }
    for (const pathname of ['/subscribe', '/subscribe/confirm', '/subscribe/unsubscribe'])
      expect(methodsAt(pathname)).toEqual(['GET', 'HEAD', 'POST'])
    // The server card is read across origins, conditionally: a browser's preflight comes first.
    expect(methodsAt('/.well-known/mcp/server-card.json')).toEqual(['GET', 'HEAD', 'OPTIONS'])
  })

  it('lets the cockpit take its server functions, and the APIs and OAuth the methods of HTTP APIs, never TRACE', () => {
    expect(methodsAt('/cockpit/collections/articles')).toEqual(['GET', 'HEAD', 'POST'])
    for (const pathname of [
      '/cms-api/articles',
      '/api/articles',
      '/mcp',
      '/oauth/token',
      '/up',
      '/ready',
      '/subscribe/actions/subscribe',
    ]) {
      expect(methodsAt(pathname), pathname).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
    }
    expect(methodsAt('/_next/static/chunks/a.js')).toEqual(['GET', 'HEAD'])
  })
})

describe('areaOf', () => {
  it('finds an area by its first path segments', () => {
    const pathnames = [
      '/cockpit',
      '/api/images',
      '/docs/api/openapi.json',
      '/media/news/a.webp',
      '/preview/articles/7.md',
      '/oauth/interaction/abc',
    ]
    expect(pathnames.map(areaOf)).toEqual(['cockpit', 'api', 'api', 'api', 'preview', 'oauth'])
  })

  it("tells a newsletter issue's mail preview (a document with inline style, read only) from the rest of /cms-api", () => {
    expect(areaOf('/cms-api/newsletter-issues/5/preview')).toBe('mail-preview')
    expect(methodsAt('/cms-api/newsletter-issues/5/preview')).toEqual(['GET', 'HEAD'])
    expect(areaOf('/cms-api/newsletter-issues/5/send')).toBe('api')
    expect(areaOf('/cms-api/newsletter-issues/5/preview/x')).toBe('api')
  })

  it('matches whole segments only, so a PMS slug that starts like an area is a page of the site', () => {
    for (const pathname of ['/cockpits-pms', '/apis-pms/story', '/previews-pms', '/docs/api'])
      expect(areaOf(pathname), pathname).toBe('site')
  })
})
