/**
 * Pages as markdown, answered by the router in production, without Next (docs/decisions/030): a `.md` URL, or a
 * read of a page that negotiates markdown. The answer is the internal /md route's own (`markdownAnswer`); what Next
 * added around it (the proxy's rewrite, the App Router's matching and its response plumbing) cost more CPU than
 * loading and rendering the page. Signed previews stay with Next: the proxy gives them their headers. Development
 * keeps the /md route, so that edits to a page's code show without a restart.
 */
import type http from 'node:http'
import type { Payload } from 'payload'

import { preferredRepresentation } from '../http/negotiate'
import { sendWebResponse } from '../http/webExchange'
import { isPreviewPath } from '../preview/previewTarget'
import { markdownUrlTarget, pageRouteOf } from '../site/paths'

/** The page a read asks for in markdown, with its query; null for everything else. */
export function markdownPageRead(req: http.IncomingMessage): { pagePath: string; query: URLSearchParams } | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  // The router has put the target in origin-form: a path on a fixed origin cannot be read as a host.
  const url = new URL(`http://markdown.invalid${req.url ?? '/'}`)
  if (isPreviewPath(url.pathname)) return null
  const target = markdownUrlTarget(url.pathname)
  if (target) return { pagePath: target, query: url.searchParams }
  const negotiated = pageRouteOf(url.pathname) !== null && preferredRepresentation(req.headers.accept) === 'markdown'
  return negotiated ? { pagePath: url.pathname, query: url.searchParams } : null
}

/** The pages' code, loaded on the first markdown miss: it is not needed to start serving, and costs a second of start-up. */
let pages: Promise<typeof import('../site/markdownPages')> | undefined

export async function serveMarkdownPage(req: http.IncomingMessage, res: http.ServerResponse, read: { pagePath: string; query: URLSearchParams }, payload: Payload, baseUrl: string): Promise<void> {
  pages ??= import('../site/markdownPages')
  const { markdownAnswer } = await pages
  await sendWebResponse(req, res, await markdownAnswer(payload, read.pagePath, read.query, baseUrl))
}
