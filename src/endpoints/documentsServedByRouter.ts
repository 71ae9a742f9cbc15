/**
 * The feeds and sitemaps, answered by the router in production as the public pages are (src/server/sitePages.ts):
 * behind the read limit and the page cache, on the process's own Payload instance, without Next's routing, which
 * cost a sitemap miss more CPU than writing it (docs/performance.md). Development keeps Next's routes (src/app/),
 * which call the same functions. The proxy gave every document but the feeds the site's discovery `Link` header; so
 * does this.
 */
import type { Payload } from 'payload'

import { htmlPageLinks } from '../features/site/discoveryLinks'
import { jsonFeedPath, listFeedOf, oembedPath, rssFeedPath, sitemapPath } from '../ground/paths'
import { type DocumentAnswer, documentOfResponse } from '../ground/http/documentAnswer'
import { rssFeedDocument } from './feed'
import { jsonFeedDocument } from './jsonFeed'
import { listFeedDocument } from './listFeed'
import { oembedDocument } from './oembed'
import { sitemapFileResponse } from './sitemapFile'
import { rootSitemapResponse } from './sitemapIndex'

/** `query`: the request's query string, which only `/oembed` reads. */
type Document = (payload: Payload, baseUrl: string, query: URLSearchParams) => Promise<DocumentAnswer>

const SITEMAPS = '/sitemaps/'

const withDiscoveryLinks =
  (pathname: string, document: (payload: Payload, baseUrl: string) => Promise<Response>): Document =>
  async (payload, baseUrl) => {
    const response = await document(payload, baseUrl)
    response.headers.set('Link', htmlPageLinks(baseUrl, null, pathname, ''))
    return documentOfResponse(response)
  }

/** The document a read of `pathname` asks for, or null where a page or Next answers. */
export function documentOf(pathname: string): Document | null {
  if (pathname === rssFeedPath) return rssFeedDocument
  if (pathname === jsonFeedPath) return jsonFeedDocument
  if (pathname === oembedPath) return oembedDocument
  const listFeed = listFeedOf(pathname)
  if (listFeed) return (payload, baseUrl) => listFeedDocument(payload, baseUrl, listFeed)
  if (pathname === sitemapPath) return withDiscoveryLinks(pathname, rootSitemapResponse)
  if (pathname.startsWith(SITEMAPS) && !pathname.slice(SITEMAPS.length).includes('/')) {
    return withDiscoveryLinks(pathname, (payload, baseUrl) =>
      sitemapFileResponse(payload, baseUrl, pathname.slice(SITEMAPS.length)),
    )
  }
  return null
}
