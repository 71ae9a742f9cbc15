/**
 * In front of the public pages (DESIGN.md §5): picks the representation from `Accept` (markdown is served by the
 * internal /md route), maps permanent `.md` URLs there, and gives every HTML page `Vary: Accept` and the discovery
 * `Link` header.
 */
import { randomBytes } from 'node:crypto'
import { type NextRequest, NextResponse } from 'next/server'

import { env } from './env'
import { preferredRepresentation } from './http/negotiate'
import { discoveryLinks } from './site/discoveryLinks'
import { markdownUrlTarget, pageRouteOf } from './site/pageRoutes'
import { articleMarkdownPath } from './site/urls'

/**
 * The rewritten request passes through the proxy again; this per-process secret marks it as ours, so that a client
 * asking for /md/… directly is refused.
 */
const REWRITE_MARK = 'x-pmsnews-markdown-rewrite'
const rewriteSecret = randomBytes(16).toString('hex')

const toMarkdownRoute = (request: NextRequest, pagePath: string) => {
  const url = request.nextUrl.clone()
  url.pathname = `/md${pagePath}`
  const headers = new Headers(request.headers)
  headers.set(REWRITE_MARK, rewriteSecret)
  return NextResponse.rewrite(url, { request: { headers } })
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/md' || pathname.startsWith('/md/')) {
    if (request.headers.get(REWRITE_MARK) === rewriteSecret) return NextResponse.next()
    return new NextResponse('Not found\n', { status: 404 })
  }

  const markdownPage = markdownUrlTarget(pathname)
  if (markdownPage) return toMarkdownRoute(request, markdownPage)

  const route = pageRouteOf(pathname)
  if (route && preferredRepresentation(request.headers.get('accept')) === 'markdown') {
    const response = toMarkdownRoute(request, pathname)
    response.headers.set('Vary', 'Accept')
    return response
  }

  const response = NextResponse.next()
  response.headers.set('Vary', 'Accept')
  // An article's markdown has its own permanent URL; other pages answer markdown at their own address.
  const alternate = !route
    ? null
    : route.kind === 'article'
      ? `${env.baseUrl}${articleMarkdownPath(route.pmsSlug, route.articleSlug)}`
      : `${env.baseUrl}${pathname}${request.nextUrl.search}`
  response.headers.set('Link', discoveryLinks(env.baseUrl, alternate))
  return response
}

export const config = {
  // Everything but what is not a public page: the cockpit, APIs, stored images, Next's assets, health.
  matcher: ['/((?!cockpit|cms-api|api/|_next/|media/|up$|docs/api/openapi\\.json|favicon\\.ico|\\.well-known/).*)'],
}
