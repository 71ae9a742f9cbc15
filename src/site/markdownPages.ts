/**
 * A page as markdown, found through its page definition (src/site/pages/): the same loader as its HTML, then its
 * markdown renderer. Every page but the newsletter's own ends with where a person subscribes.
 */
import type { Payload } from 'payload'

import { markdownNotFound, markdownResponse } from './markdownResponse'
import { type PageRoute, pageRouteOf } from './paths'
import { apiDocsPage } from './pages/apiDocs'
import { articlePage } from './pages/article'
import { comparisonPage } from './pages/comparison'
import { comparisonsPage } from './pages/comparisons'
import { glossaryPage } from './pages/glossary'
import { glossaryTermPage } from './pages/glossaryTerm'
import { homePage } from './pages/home'
import { authorPage, categoryPage } from './pages/listing'
import { pmsPage } from './pages/pms'
import { searchPage } from './pages/search'
import { newsletterNote, subscribePage } from './pages/subscribe'
import { type MarkdownSitePage, searchParamsOf } from './sitePage'

export interface RenderedMarkdown {
  markdown: string
  canonicalUrl: string
}

type Render<Route> = (payload: Payload, route: Route, query: URLSearchParams, baseUrl: string) => Promise<RenderedMarkdown | null>

function rendererOf<Params, Data extends { url: string }>(page: MarkdownSitePage<Params, Data>): Render<Params> {
  return async (payload, params, query, baseUrl) => {
    const data = await page.load(payload, { params, search: searchParamsOf(query) }, baseUrl)
    return data && { markdown: page.markdown(data, baseUrl), canonicalUrl: data.url }
  }
}

const RENDERERS: { [Kind in PageRoute['kind']]: Render<Extract<PageRoute, { kind: Kind }>> } = {
  home: rendererOf(homePage),
  pms: rendererOf(pmsPage),
  article: rendererOf(articlePage),
  glossary: rendererOf(glossaryPage),
  'glossary-term': rendererOf(glossaryTermPage),
  comparisons: rendererOf(comparisonsPage),
  comparison: rendererOf(comparisonPage),
  category: rendererOf(categoryPage),
  author: rendererOf(authorPage),
  'api-docs': rendererOf(apiDocsPage),
  search: rendererOf(searchPage),
  newsletter: rendererOf(subscribePage),
}

/** `query` is the request's query string: `?page=` of a listing, `?q=` of the search page; other pages ignore it. */
export async function markdownPage(payload: Payload, route: PageRoute, query: URLSearchParams, baseUrl: string): Promise<RenderedMarkdown | null> {
  const render = RENDERERS[route.kind] as Render<PageRoute>
  const found = await render(payload, route, query, baseUrl)
  if (!found || route.kind === 'newsletter') return found
  return { ...found, markdown: `${found.markdown.trimEnd()}\n\n${newsletterNote(baseUrl)}` }
}

/**
 * The markdown answer for the page at `pagePath` (a 404 in markdown where there is none): the one answer both the
 * router (production) and the internal /md route (development) give.
 */
export async function markdownAnswer(payload: Payload, pagePath: string, query: URLSearchParams, baseUrl: string): Promise<Response> {
  const route = pageRouteOf(pagePath)
  const found = route && (await markdownPage(payload, route, query, baseUrl))
  return found ? markdownResponse(found.markdown, { canonicalUrl: found.canonicalUrl }) : markdownNotFound(pagePath)
}
