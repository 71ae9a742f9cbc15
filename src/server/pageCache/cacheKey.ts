/**
 * Which requests the page cache may answer: anonymous GET and HEAD of public pages (not the cockpit, the APIs,
 * stored images, Next's assets or health). The key holds the representation the request negotiates, since one URL
 * answers HTML or markdown.
 */
import type { IncomingMessage } from 'node:http'

import { preferredRepresentation } from '../../http/negotiate'
import { markdownUrlTarget, pageRouteOf } from '../../site/pageRoutes'

/** Icons and other static files beside a page are not reads of their own. */
const STATIC_FILE = /\.(?:ico|svg|png|jpe?g|gif|webp|avif|css|js|map|woff2?)(?:\?|$)/i
const NOT_PAGES = /^\/(?:cockpit|cms-api|api|_next|media|md|mcp|oauth|up|docs\/api\/openapi\.json)(?:[/?]|$)/

/** An anonymous read of a public page: what the page cache answers and the public read limit counts. */
export function isPublicPageRead(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.authorization) return false
  const url = req.url ?? '/'
  return url.startsWith('/') && !NOT_PAGES.test(url) && !STATIC_FILE.test(url)
}

export function pageCacheKey(req: IncomingMessage): string | null {
  return isPublicPageRead(req) ? `${preferredRepresentation(req.headers.accept)} ${req.url}` : null
}

/**
 * Read and finished like public pages, never kept: a signed preview is one editor's view of a draft, and draft saves
 * announce no change (docs/decisions/018-draft-preview.md), so a kept preview would show an old draft.
 */
const NEVER_KEPT = /^\/preview(?:[/?]|$)/

/**
 * A URL whose answer may be kept: no query but `page` (and `q` on the search page, which is cached per query), so
 * junk query strings cannot push real pages out.
 */
export function isKeptUrl(url: string): boolean {
  if (NEVER_KEPT.test(url)) return false
  const parsed = new URL(url, 'http://cache.invalid')
  const allowed = parsed.pathname === '/search' ? ['page', 'q'] : ['page']
  return [...parsed.searchParams.keys()].every((key) => allowed.includes(key))
}

/** Whether an answer is worth keeping: any page at a kept URL, and a 404 only where a page could be. */
export function isWorthKeeping(url: string, status: number): boolean {
  if (!isKeptUrl(url)) return false
  if (status === 200) return true
  const { pathname } = new URL(url, 'http://cache.invalid')
  return pageRouteOf(pathname) !== null || markdownUrlTarget(pathname) !== null
}
