/**
 * A page as HTML without Next, for the router in production (docs/decisions/031): the page's definition loads its
 * data, React renders its component once, straight to a string, inside the site's document with the page's head.
 * Next's route pipeline, its server-component payload and the scripts it would add (which the site then had to cut
 * out again) cost several times what loading and rendering the page does. A page that is not there is the site's
 * 404 page, with status 404; one whose record is in the trash, the site's 410 page (docs/decisions/066-trash.md).
 */
import type { Payload } from 'payload'
import type React from 'react'
import { renderToString } from 'react-dom/server'

import { HeadTags } from './components/HeadTags'
import { PageGone } from './components/PageGone'
import { PageNotFound } from './components/PageNotFound'
import { SiteDocument } from './components/SiteDocument'
import { htmlPageLinks } from './discoveryLinks'
import { aiUseHeaders } from '../../ground/lib/aiUse'
import type { TextAnswer } from '../../ground/http/webExchange'
import { definitionOf } from './pageDefinitions'
import { GONE_HEAD, NOT_FOUND_HEAD, type PageHead } from './pageHead'
import { isGoneToTheTrash } from '../../content/trash/goneAddress'
import { loadLatestArticles } from '../../content/articles/articleSummaries'
import { loadTopicLinks, type TopicLink } from './loaders/topicLinks'
import { type PageRoute, pageRouteOf } from '../../ground/paths'
import { headOf, searchParamsOf } from './sitePage'

/** Stories a 404 offers. */
const RECENT_ON_NOT_FOUND = 4

/** What the build links every page to (src/server/sitePages.ts reads it from the build). */
export interface DocumentAssets {
  stylesheets: readonly string[]
  /** Font files every page uses, preloaded. */
  fonts: readonly string[]
  /** The site icon's address, named by Next after its content. */
  icon: string | null
}

function renderDocument(
  head: PageHead,
  body: React.ReactNode,
  assets: DocumentAssets,
  baseUrl: string,
  topics: TopicLink[],
  kind: PageRoute['kind'] | 'not-found',
): string {
  const headTags = (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {assets.fonts.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      {assets.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <HeadTags head={head} baseUrl={baseUrl} />
      {assets.icon ? <link rel="icon" href={assets.icon} type="image/svg+xml" sizes="any" /> : null}
    </>
  )
  return `<!DOCTYPE html>${renderToString(
    <SiteDocument head={headTags} page={kind} topics={topics}>
      {body}
    </SiteDocument>,
  )}`
}

/**
 * The HTML answer for the page at `pagePath` with the request's query string `search` (its `?page=`, `?q=`); the same
 * page as Next's `page.tsx` renders in development (src/app/pageRoute.tsx).
 */
export async function htmlAnswer(
  payload: Payload,
  pagePath: string,
  search: string,
  baseUrl: string,
  assets: DocumentAssets,
): Promise<TextAnswer> {
  const route = pageRouteOf(pagePath)
  const page = route && definitionOf(route)
  const [data, topics] = await Promise.all([
    route && page
      ? page.load(payload, { params: route, search: searchParamsOf(new URLSearchParams(search)) }, baseUrl)
      : null,
    loadTopicLinks(payload, baseUrl),
  ])
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    Vary: 'Accept',
    Link: htmlPageLinks(baseUrl, route, pagePath, search),
  }
  if (route && page && data === null && (await isGoneToTheTrash(payload, route)))
    return {
      status: 410,
      headers,
      body: renderDocument(GONE_HEAD, <PageGone />, assets, baseUrl, topics, 'not-found'),
    }
  if (!page || data === null) {
    const head = page ? headOf(page, null) : NOT_FOUND_HEAD
    // A kept 404 is tagged by its address alone, so its latest stories may trail a publication by the cache's TTL.
    const recent = await loadLatestArticles(payload, {}, baseUrl, RECENT_ON_NOT_FOUND)
    return {
      status: 404,
      headers,
      body: renderDocument(head, <PageNotFound recent={recent} />, assets, baseUrl, topics, 'not-found'),
    }
  }
  // A page with its own AI-use choice says it over the site's policy, which the router set with the security headers.
  const own = page.aiUse?.(data)
  return {
    status: 200,
    headers: own ? { ...headers, ...aiUseHeaders(own) } : headers,
    body: renderDocument(headOf(page, data), <page.Html page={data} />, assets, baseUrl, topics, route.kind),
  }
}
