/**
 * Which requests the read limit counts and the page cache may answer: those to public addresses (pages, the documents
 * beside them, previews; not the cockpit, the APIs, stored images, Next's assets or health), whoever sends them.
 * Public pages are the same for everyone, so neither an `Authorization` header nor a cookie earns another answer or
 * a way around the limit (docs/decisions/021). The cache keeps a URL's answers apart by the representation the request
 * negotiates, since one URL answers HTML or markdown.
 *
 * Every URL here has passed the router's request-target check (src/ground/http/requestTarget.ts): origin-form, one leading
 * slash.
 */
import type { IncomingMessage } from 'node:http'

import { preferredRepresentation, type Representation } from '../../ground/http/negotiate'
import { pathnameOf } from '../../ground/http/requestTarget'
import { isSlug } from '../../ground/lib/slugify'
import { markdownUrlTarget, oembedPath, pageRouteOf, SEARCH_FILTERS, searchIndexPath } from '../../ground/paths'
import { type Area, areaOf } from '../areas'

/**
 * The site's icon (src/app/(site)/icon.svg), which Next serves as a static file named `/icon-{hash}.svg`: part of a
 * page, and revalidated by browsers with each page they show, so not a read of its own.
 */
const SITE_ICON = /^\/icon-[a-z0-9]+\.svg$/

/** Parsed as a path on a fixed origin, so that nothing in it can be read as a host. */
const parsePath = (url: string) => new URL(`http://cache.invalid${url}`)

/** A request the public read limit counts: any request to a public address but the icon, whatever its method. */
export function isPublicAddress(url: string): boolean {
  const pathname = pathnameOf(url)
  return isPublicPath(areaOf(pathname), pathname)
}

/** The same, for a path whose area the router has worked out already (it does so once per request). */
export const isPublicPath = (area: Area, pathname: string): boolean =>
  (area === 'site' || area === 'preview') && !SITE_ICON.test(pathname)

/** A read of a public page: what the page cache answers. */
export function isPublicPageRead(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && isPublicAddress(req.url ?? '/')
}

/**
 * Which of its URL's answers a public page read is (the cache keeps each representation of a URL apart), or null for
 * a request the cache does not answer.
 */
export function pageCacheVariant(req: IncomingMessage): Representation | null {
  return isPublicPageRead(req) ? preferredRepresentation(req.headers.accept) : null
}

/**
 * Read and finished like public pages, never kept: a signed preview is one editor's view of a draft, and draft saves
 * announce no change (docs/decisions/018-draft-preview.md), so a kept preview would show an old draft.
 */
const NEVER_KEPT = /^\/preview(?:[/?]|$)/

/** Addresses whose answer depends on more of the query than `page`: each is kept per query. */
const QUERIES_KEPT: Readonly<Record<string, readonly string[]>> = {
  // docs/decisions/074-oembed.md: one answer per page and bounds asked.
  [oembedPath]: ['url', 'format', 'maxwidth', 'maxheight'],
}

/** The search page's parameters, in the order its form and links write them. */
const SEARCH_PARAMETERS: readonly string[] = ['q', ...SEARCH_FILTERS, 'page']

/**
 * A search is kept per query only as the page's own form and links write it (docs/decisions/075): each parameter at
 * most once, in SEARCH_PARAMETERS' order, a filter empty (the form's "any") or a slug. The same search is then kept
 * under a few spellings at most, never under every order and repetition of its parameters.
 */
function isKeptSearch(query: URLSearchParams): boolean {
  let last = -1
  for (const [name, value] of query) {
    const at = SEARCH_PARAMETERS.indexOf(name)
    if (at <= last) return false
    if ((SEARCH_FILTERS as readonly string[]).includes(name) && value !== '' && !isSlug(value)) return false
    last = at
  }
  return true
}

/**
 * A URL whose answer may be kept: no query but `page` (and those `QUERIES_KEPT` names, kept per query; the search
 * page's as isKeptSearch allows), so junk query strings cannot push real pages out.
 */
export function isKeptUrl(url: string): boolean {
  if (NEVER_KEPT.test(url)) return false
  const parsed = parsePath(url)
  if (parsed.pathname === searchIndexPath) return isKeptSearch(parsed.searchParams)
  const allowed = QUERIES_KEPT[parsed.pathname] ?? ['page']
  return [...parsed.searchParams.keys()].every((key) => allowed.includes(key))
}

/** Whether an answer is worth keeping: any page at a kept URL, and a 404 only where a page could be. */
export function isWorthKeeping(url: string, status: number): boolean {
  if (!isKeptUrl(url)) return false
  if (status === 200) return true
  const { pathname } = parsePath(url)
  return pageRouteOf(pathname) !== null || markdownUrlTarget(pathname) !== null
}
