/**
 * A page as markdown, found through its page definition (src/features/site/pages/): the same loader as its HTML, then its
 * markdown renderer. Every page but the newsletter's own ends with where a person subscribes.
 */
import type { Payload } from 'payload'

import type { AiUse } from '../../ground/lib/aiUse'
import type { CountedMarkdown } from '../../ground/markdown/countTokens'
import { isGoneToTheTrash } from '../../content/trash/goneAddress'
import { markdownGoneText, markdownNotFoundText, markdownText } from './markdownResponse'
import type { TextAnswer } from '../../ground/http/webExchange'
import { definitionOf } from './pageDefinitions'
import { type PageRoute, pageRouteOf } from '../../ground/paths'
import { newsletterNote } from './pages/subscribe'
import { searchParamsOf } from './sitePage'

export interface RenderedMarkdown extends CountedMarkdown {
  canonicalUrl: string
  /** The page's own AI-use choice, where it has one (an article). */
  aiUse?: AiUse
}

/** `query` is the request's query string: `?page=` of a listing, `?q=` of the search page; other pages ignore it. */
export async function markdownPage(
  payload: Payload,
  route: PageRoute,
  query: URLSearchParams,
  baseUrl: string,
): Promise<RenderedMarkdown | null> {
  const page = definitionOf(route)
  const data = await page.load(payload, { params: route, search: searchParamsOf(query) }, baseUrl)
  if (!data) return null
  const rendered = page.markdown(data, baseUrl)
  const { markdown, known } = typeof rendered === 'string' ? { markdown: rendered, known: undefined } : rendered
  const url: string = data.url
  return {
    markdown: route.kind === 'newsletter' ? markdown : `${markdown.trimEnd()}\n\n${newsletterNote(baseUrl)}`,
    known,
    canonicalUrl: url,
    aiUse: page.aiUse?.(data),
  }
}

/**
 * The markdown answer for the page at `pagePath` (a 404 in markdown where there is none, a 410 where its record is in
 * the trash): the one answer both the
 * router (production) and the internal /md route (development) give.
 */
export async function markdownAnswer(
  payload: Payload,
  pagePath: string,
  query: URLSearchParams,
  baseUrl: string,
): Promise<TextAnswer> {
  const route = pageRouteOf(pagePath)
  const found = route && (await markdownPage(payload, route, query, baseUrl))
  if (found)
    return markdownText(found.markdown, {
      canonicalUrl: found.canonicalUrl,
      known: found.known,
      aiUse: found.aiUse,
    })
  return route && (await isGoneToTheTrash(payload, route)) ? markdownGoneText(pagePath) : markdownNotFoundText(pagePath)
}
