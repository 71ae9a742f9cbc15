/**
 * In front of the public pages (DESIGN.md §5): picks the representation from `Accept` (markdown is served by the
 * internal /md route), maps permanent `.md` URLs there, and gives every HTML page `Vary: Accept` and the discovery
 * `Link` header.
 */
import { randomBytes } from 'node:crypto'
import { type NextRequest, NextResponse } from 'next/server'

import { env } from './ground/env'
import { preferredRepresentation } from './ground/http/negotiate'
import { PREVIEW_HEADERS } from './features/preview/previewHeaders'
import { isPreviewPath, previewTargetOf } from './features/preview/previewTarget'
import { htmlPageLinks } from './features/site/discoveryLinks'
import {
  articlePreviewPath,
  isInternalRoute,
  jsonFeedPath,
  listFeedOf,
  markdownRoutePath,
  markdownUrlTarget,
  NEWSLETTER_ACTIONS,
  pageRouteOf,
  rssFeedPath,
} from './ground/paths'

/**
 * A client asking for an internal route (/md/…, /subscribe/actions/…) directly is refused; a rewrite of ours carries
 * this per-process secret, should it ever pass through the proxy again.
 */
const REWRITE_MARK = 'x-pmsnews-internal-rewrite'
const rewriteSecret = randomBytes(16).toString('hex')

const toInternalRoute = (request: NextRequest, pathname: string) => {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  const headers = new Headers(request.headers)
  headers.set(REWRITE_MARK, rewriteSecret)
  return NextResponse.rewrite(url, { request: { headers } })
}

const toMarkdownRoute = (request: NextRequest, pagePath: string) =>
  toInternalRoute(request, markdownRoutePath(pagePath))

/**
 * A signed preview of a draft (docs/decisions/018-draft-preview.md): HTML, or markdown for `.md` and `Accept`, every
 * answer with the preview headers. The page and the markdown route check the signature themselves.
 */
function routePreview(request: NextRequest, pathname: string): NextResponse {
  const target = previewTargetOf(pathname)
  const markdown =
    target !== null && (target.markdown || preferredRepresentation(request.headers.get('accept')) === 'markdown')
  const response = target && markdown ? toMarkdownRoute(request, articlePreviewPath(target.id)) : NextResponse.next()
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) response.headers.set(name, value)
  response.headers.set('Vary', 'Accept')
  return response
}

/**
 * A multipart POST to the cockpit is a server action's form, which Next parses before any of our code runs and
 * answers 500 when it cannot (no boundary, a body cut short). Read here first (Next hands this proxy a copy of the
 * body), an unreadable form is the client's 400.
 */
async function refuseUnreadableForm(request: NextRequest): Promise<NextResponse> {
  try {
    await request.formData()
    return NextResponse.next()
  } catch {
    return NextResponse.json(
      {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'The multipart form could not be read (no boundary, or a body cut short).',
      },
      { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
    )
  }
}

/**
 * Payload's create forms it refuses for records made by a form above their list, which shows the new secret once:
 * API tokens, webhooks (docs/decisions/077-webhooks.md). Whoever opens one — "Create new", a bookmark — is sent to
 * that form instead of an "Unauthorized" page.
 */
const LISTS_WITH_THEIR_OWN_FORM = ['/cockpit/collections/api-tokens', '/cockpit/collections/webhooks']

function toListForm(request: NextRequest, list: string): NextResponse {
  const url = request.nextUrl.clone()
  url.pathname = list
  url.search = ''
  return NextResponse.redirect(url, 303)
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const list = LISTS_WITH_THEIR_OWN_FORM.find((candidate) => pathname === `${candidate}/create`)
  if (list && request.method === 'GET') return toListForm(request, list)
  if (pathname === '/cockpit' || pathname.startsWith('/cockpit/'))
    return request.method === 'POST' ? refuseUnreadableForm(request) : NextResponse.next()
  if (isInternalRoute(pathname)) {
    if (request.headers.get(REWRITE_MARK) === rewriteSecret) return NextResponse.next()
    return new NextResponse('Not found\n', { status: 404 })
  }
  const action = request.method === 'POST' ? NEWSLETTER_ACTIONS[pathname] : undefined
  if (action) return toInternalRoute(request, action)

  if (isPreviewPath(pathname)) return routePreview(request, pathname)

  const markdownPage = markdownUrlTarget(pathname)
  if (markdownPage) return toMarkdownRoute(request, markdownPage)

  const route = pageRouteOf(pathname)
  if (route && preferredRepresentation(request.headers.get('accept')) === 'markdown') {
    const response = toMarkdownRoute(request, pathname)
    response.headers.set('Vary', 'Accept')
    return response
  }

  // A feed's Link header is its own: its WebSub hub and itself (src/features/discovery/websub.ts).
  if (pathname === rssFeedPath || pathname === jsonFeedPath || listFeedOf(pathname)) return NextResponse.next()
  const response = NextResponse.next()
  response.headers.set('Vary', 'Accept')
  response.headers.set('Link', htmlPageLinks(env.baseUrl, route, pathname, request.nextUrl.search))
  return response
}

export const config = {
  // Everything but what is not a public page: the cockpit, APIs, stored images, Next's assets, health.
  matcher: [
    '/((?!cockpit|cms-api|api/|_next/|media/|up$|ready$|docs/api/openapi\\.json|favicon\\.ico|\\.well-known/).*)',
    // Payload's create forms for API tokens and webhooks, which it refuses (toListForm).
    '/cockpit/collections/api-tokens/create',
    '/cockpit/collections/webhooks/create',
    // The cockpit only for multipart POSTs (refuseUnreadableForm).
    { source: '/cockpit/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
}
