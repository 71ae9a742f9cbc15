/** Which loader and markdown renderer answer each page kind; null when there is no such published page. */
import type { Payload } from 'payload'

import { env } from '../env'
import { loadApiDocs } from './loaders/loadApiDocs'
import { loadArticlePage } from './loaders/loadArticlePage'
import { loadComparisonIndex, loadComparisonPage } from './loaders/loadComparisonPages'
import { loadGlossaryIndex, loadGlossaryTermPage } from './loaders/loadGlossaryPages'
import { loadHomePage } from './loaders/loadHomePage'
import { loadAuthorPage, loadCategoryPage } from './loaders/loadListingPages'
import { loadPmsPage } from './loaders/loadPmsPage'
import { loadSearchPage } from './loaders/loadSearchPage'
import { apiDocsMarkdown } from './markdown/apiDocsMarkdown'
import { articleMarkdown } from './markdown/articleMarkdown'
import { comparisonIndexMarkdown, comparisonMarkdown } from './markdown/comparisonMarkdown'
import { glossaryIndexMarkdown, glossaryTermMarkdown } from './markdown/glossaryMarkdown'
import { homeMarkdown } from './markdown/homeMarkdown'
import { listingMarkdown } from './markdown/listingMarkdown'
import { newsletterMarkdown, newsletterNote } from './markdown/newsletterMarkdown'
import { pmsMarkdown } from './markdown/pmsMarkdown'
import { searchMarkdown } from './markdown/searchMarkdown'
import type { PageRoute } from './pageRoutes'

export interface RenderedMarkdown {
  markdown: string
  canonicalUrl: string
}

const rendered = <T extends { url: string }>(page: T | null, render: (page: T) => string): RenderedMarkdown | null =>
  page ? { markdown: render(page), canonicalUrl: page.url } : null

/**
 * `query` is the search text (`q`), for the search page. Every page but the newsletter's own ends with where a
 * person subscribes (src/site/markdown/newsletterMarkdown.ts).
 */
export async function markdownPage(payload: Payload, route: PageRoute, page: number, base: string, query: string | null = null): Promise<RenderedMarkdown | null> {
  if (route.kind === 'newsletter') return { markdown: newsletterMarkdown(base), canonicalUrl: `${base}/subscribe` }
  const found = await contentMarkdown(payload, route, page, base, query)
  return found && { ...found, markdown: `${found.markdown.trimEnd()}\n\n${newsletterNote(base)}` }
}

async function contentMarkdown(
  payload: Payload,
  route: Exclude<PageRoute, { kind: 'newsletter' }>,
  page: number,
  base: string,
  query: string | null,
): Promise<RenderedMarkdown | null> {
  switch (route.kind) {
    case 'home':
      return rendered(await loadHomePage(payload, base), (data) => homeMarkdown(data, base))
    case 'pms':
      return rendered(await loadPmsPage(payload, route.pmsSlug, page, base), (data) => pmsMarkdown(data, base))
    case 'article':
      return rendered(await loadArticlePage(payload, route.pmsSlug, route.articleSlug, base), (data) => articleMarkdown(data, base))
    case 'glossary':
      return rendered(await loadGlossaryIndex(payload, base), glossaryIndexMarkdown)
    case 'glossary-term':
      return rendered(await loadGlossaryTermPage(payload, route.slug, base), (data) => glossaryTermMarkdown(data, base))
    case 'comparisons':
      return rendered(await loadComparisonIndex(payload, base), comparisonIndexMarkdown)
    case 'comparison':
      return rendered(await loadComparisonPage(payload, route.slug, base), (data) => comparisonMarkdown(data, base))
    case 'category':
      return rendered(await loadCategoryPage(payload, route.slug, page, base), listingMarkdown)
    case 'author':
      return rendered(await loadAuthorPage(payload, route.slug, page, base), listingMarkdown)
    case 'api-docs':
      return rendered(loadApiDocs(base, env.CONTACT_EMAIL), apiDocsMarkdown)
    case 'search':
      return rendered(await loadSearchPage(payload, query, page, base), (data) => searchMarkdown(data, base))
  }
}
