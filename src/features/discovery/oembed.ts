/**
 * `GET /oembed` (oEmbed 1.0, https://oembed.com/ §2): a rich card of one of our public pages for the sites that embed
 * it (Slack, Discord, WordPress, Mastodon), discovered from the page's `<link rel="alternate"
 * type="application/json+oembed">` (§4). Articles, PMS hubs and comparisons only (docs/decisions/074-oembed.md): what
 * the page shows is read by the page's own loader, so a hidden record (draft, trashed, unpublished) is not found,
 * as its page is not. The card is a blockquote with links, never a script or an iframe.
 */
import type { Payload } from 'payload'

import { AppError } from '../../ground/errors/AppError'
import { problemResponse } from '../../ground/errors/problem'
import { escapeHtml } from '../../ground/lib/escapeHtml'
import { type PageRoute, pageRouteOf } from '../../ground/paths'
import { definitionOf } from '../site/pageDefinitions'
import { documentTitle, type PageHead, SITE_NAME } from '../site/pageHead'
import { headOf } from '../site/sitePage'
import { DOCUMENT_CACHE_CONTROL, DOCUMENT_MAX_AGE_SECONDS } from './documentCacheControl'

/** The pages that answer: what a person shares. */
const EMBEDDABLE: ReadonlySet<PageRoute['kind']> = new Set(['article', 'pms', 'comparison'])

/** The card's width when the consumer sets no bound, and its height as laid out at that width (an estimate). */
const CARD_WIDTH = 550
const CARD_HEIGHT = 200
/** `maxwidth`/`maxheight` are pixels: a positive whole number, within reason. */
const DIMENSION = /^[1-9]\d{0,4}$/

const refused = (status: number, code: 'not_found' | 'invalid_parameter' | 'format_not_implemented', detail: string) =>
  new AppError({
    code,
    status,
    title: status === 404 ? 'Not found' : status === 501 ? 'Not implemented' : 'Bad request',
    detail,
  })

function dimension(params: URLSearchParams, name: 'maxwidth' | 'maxheight'): number | null {
  const value = params.get(name)
  if (value === null) return null
  if (!DIMENSION.test(value))
    throw refused(400, 'invalid_parameter', `${name} must be a positive whole number of pixels`)
  return Number(value)
}

/** The page `url` names on this site, or a 404: another host, another kind of page, or none. */
function routeOf(url: string | null, baseUrl: string): { route: PageRoute; page: URL } {
  if (!url) throw refused(400, 'invalid_parameter', 'url is required: the address of one of our pages')
  let page: URL
  try {
    page = new URL(url)
  } catch {
    throw refused(404, 'not_found', 'url is not an address of this site')
  }
  const route = page.origin === new URL(baseUrl).origin ? pageRouteOf(page.pathname) : null
  if (!route || !EMBEDDABLE.has(route.kind)) throw refused(404, 'not_found', 'No embeddable page of this site at url')
  return { route, page }
}

/** Who wrote it, where the page names an author (an article, a comparison). */
function authorOf(data: unknown): { author_name: string; author_url: string } | Record<string, never> {
  const author = (data as { author?: { name?: unknown; url?: unknown } | null }).author
  return author && typeof author.name === 'string' && typeof author.url === 'string'
    ? { author_name: author.name, author_url: author.url }
    : {}
}

/** The card: the page's title linked, its description, and where it is from. Escaped, no script, no iframe. */
function cardHtml(head: PageHead, url: string, title: string, baseUrl: string): string {
  const description = head.description ? `<p>${escapeHtml(head.description)}</p>` : ''
  return (
    `<blockquote class="pms-news-embed" cite="${escapeHtml(url)}">` +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(title)}</a></p>${description}` +
    `<p>— <a href="${escapeHtml(baseUrl)}">${escapeHtml(SITE_NAME)}</a></p></blockquote>`
  )
}

/** The oEmbed answer for a request's query (`url`, `format`, `maxwidth`, `maxheight`). */
export async function oembedAnswer(payload: Payload, params: URLSearchParams, baseUrl: string): Promise<Response> {
  try {
    const format = params.get('format') ?? 'json'
    const maxWidth = dimension(params, 'maxwidth')
    const maxHeight = dimension(params, 'maxheight')
    const { route, page } = routeOf(params.get('url'), baseUrl)
    // §2.3.4: a format the provider does not answer is a 501.
    if (format !== 'json') throw refused(501, 'format_not_implemented', 'Only format=json is answered')
    const definition = definitionOf(route)
    const data = await definition.load(payload, { params: route, search: {} }, baseUrl)
    if (data === null) throw refused(404, 'not_found', 'No embeddable page of this site at url')
    const head = headOf(definition, data)
    const title = typeof head.title === 'string' ? head.title : documentTitle(head.title)
    const url = head.canonical ?? page.href
    const width = Math.min(CARD_WIDTH, maxWidth ?? CARD_WIDTH)
    const height = Math.min(CARD_HEIGHT, maxHeight ?? CARD_HEIGHT)
    // A thumbnail only where its size is known and within the consumer's bounds (§2.3.4: both dimensions or none).
    const image = head.openGraph?.images?.find(
      (candidate) =>
        candidate.width !== undefined &&
        candidate.height !== undefined &&
        candidate.width <= (maxWidth ?? Infinity) &&
        candidate.height <= (maxHeight ?? Infinity),
    )
    const body = {
      version: '1.0',
      type: 'rich',
      title,
      ...authorOf(data),
      provider_name: SITE_NAME,
      provider_url: baseUrl,
      cache_age: DOCUMENT_MAX_AGE_SECONDS,
      ...(image ? { thumbnail_url: image.url, thumbnail_width: image.width, thumbnail_height: image.height } : {}),
      html: cardHtml(head, url, title, baseUrl),
      width,
      height,
    }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': DOCUMENT_CACHE_CONTROL,
        // Read from the browser too, by editors that preview a card (WordPress's block editor).
        'Access-Control-Allow-Origin': '*',
      },
    })
  } catch (error) {
    if (error instanceof AppError) return problemResponse(error, baseUrl)
    throw error
  }
}
