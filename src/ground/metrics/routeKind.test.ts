import { describe, expect, it } from 'vitest'

import { routeKindOf } from './routeKind'

describe('routeKindOf', () => {
  it.each([
    ['/', undefined, 'home'],
    ['/?utm=x', undefined, 'home'],
    ['/opera-cloud/a-story', undefined, 'article'],
    ['/opera-cloud/a-story', 'text/markdown', 'article_md'],
    ['/opera-cloud/a-story.md', undefined, 'article_md'],
    ['/opera-cloud', undefined, 'page'],
    ['/opera-cloud/', undefined, 'page'],
    ['/tags/cloud', undefined, 'page'],
    ['/opera-cloud/feed.xml', undefined, 'feed'],
    ['/tags/cloud/feed.json', undefined, 'feed'],
    ['/feed', undefined, 'feed'],
    ['/sitemaps/articles-1.xml', undefined, 'sitemap'],
    ['/llms.txt', undefined, 'discovery'],
    ['/.well-known/api-catalog', undefined, 'discovery'],
    ['/.well-known/webfinger', undefined, 'activitypub'],
    ['/ap/actors/site', undefined, 'activitypub'],
    ['/api/articles', undefined, 'api'],
    ['/cms-api/articles/12', undefined, 'cms'],
    ['/cockpit/collections/articles/12', undefined, 'cockpit'],
    ['/mcp/news', undefined, 'mcp'],
    ['/oauth/token', undefined, 'oauth'],
    ['/media/file/x.webp', undefined, 'media'],
    ['/_next/static/chunk.js', undefined, 'static'],
    ['/up', undefined, 'health'],
    ['/metrics', undefined, 'metrics'],
    ['/a/b/c', undefined, 'other'],
    ['/constructor/x', undefined, 'article'],
    ['/__proto__', undefined, 'page'],
    ['http://elsewhere/x', undefined, 'other'],
    ['*', undefined, 'other'],
    [undefined, undefined, 'other'],
  ])('%s (Accept %s) is %s', (url, accept, kind) => {
    expect(routeKindOf(url, accept)).toBe(kind)
  })
})
