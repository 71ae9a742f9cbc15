/**
 * Public pages answered by the router in production, without Next (docs/decisions/030 for markdown, 031 for HTML):
 * a read of a page's address, in the representation it negotiates, or a `.md` URL. The answers are the pages'
 * own (`htmlAnswer`, `markdownAnswer` in src/features/site/); what Next added around them (the proxy's rewrite, the App
 * Router's matching, the server-component payload, the response plumbing) cost more CPU than loading and rendering
 * the page. Signed previews and the newsletter's token pages stay with Next: the proxy gives them their headers.
 * Development keeps Next's pages and the /md route, so that edits to a page's code show without a restart.
 */
import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import type { Payload } from 'payload'

import { preferredRepresentation } from '../ground/http/negotiate'
import { sendTextAnswer, sendWebResponse } from '../ground/http/webExchange'
import { isPreviewPath } from '../features/preview/previewTarget'
import type { DocumentAssets } from '../features/site/htmlPages'
import { markdownUrlTarget, pageRouteOf } from '../ground/paths'

export interface PageRead {
  /** `activity`: an article's ActivityPub object (src/features/federation/articleDocument.ts); other pages answer HTML. */
  representation: 'html' | 'markdown' | 'activity'
  pagePath: string
  /** The query string, with its `?`, or empty. */
  search: string
}

/** The page a read asks for, in which representation, with its query; null for everything else. */
export function pageRead(req: http.IncomingMessage): PageRead | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  // The router has put the target in origin-form: a path on a fixed origin cannot be read as a host.
  const url = new URL(`http://page.invalid${req.url ?? '/'}`)
  if (isPreviewPath(url.pathname)) return null
  const target = markdownUrlTarget(url.pathname)
  if (target) return { representation: 'markdown', pagePath: target, search: url.search }
  const route = pageRouteOf(url.pathname)
  if (route === null) return null
  const preferred = preferredRepresentation(req.headers.accept)
  return {
    representation: preferred === 'activity' && route.kind !== 'article' ? 'html' : preferred,
    pagePath: url.pathname,
    search: url.search,
  }
}

/**
 * What the build links the site's pages to: the stylesheets its prerendered 404 document links (`site.css`, bundled
 * by Next), the Latin files of the site's two fonts those stylesheets name (preloaded, so that text is set in them
 * before the first paint instead of shifting when they arrive: Lighthouse measured a layout shift of 0.2 on a phone),
 * and the site icon's address, which Next names by a hash of `app/(site)/icon.svg` (its route manifest).
 */
export function documentAssetsOf(projectRoot: string, builtNotFound: string): DocumentAssets {
  const stylesheets = [...builtNotFound.matchAll(/<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1]!,
  )
  const fonts = stylesheets.flatMap((href) => {
    const file = path.join(projectRoot, '.next', href.replace(/^\/_next\//, ''))
    const css = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    return [...css.matchAll(/url\(([^)]*\/(?:inter|source-serif-4)-latin-wght-normal\.[^)]+\.woff2)\)/g)].map(
      (match) => new URL(match[1]!, `http://x${href}`).pathname,
    )
  })
  const routes = JSON.parse(
    fs.readFileSync(path.join(projectRoot, '.next/app-path-routes-manifest.json'), 'utf8'),
  ) as Record<string, string>
  const icon = Object.entries(routes).find(([route]) => /^\/\(site\)\/icon[^/]*\.svg\/route$/.test(route))?.[1] ?? null
  return { stylesheets, fonts: [...new Set(fonts)], icon }
}

/** The pages' code, loaded on the first miss: it is not needed to start serving, and costs a second of start-up. */
let markdownPages: Promise<typeof import('../features/site/markdownPages')> | undefined
let htmlPages: Promise<typeof import('../features/site/htmlPages')> | undefined
let articleDocuments: Promise<typeof import('../features/federation/articleDocument')> | undefined

export async function serveSitePage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  read: PageRead,
  payload: Payload,
  baseUrl: string,
  assets: DocumentAssets,
): Promise<void> {
  if (read.representation === 'markdown') {
    markdownPages ??= import('../features/site/markdownPages')
    const { markdownAnswer } = await markdownPages
    return sendTextAnswer(
      req,
      res,
      await markdownAnswer(payload, read.pagePath, new URLSearchParams(read.search), baseUrl),
    )
  }
  if (read.representation === 'activity') {
    articleDocuments ??= import('../features/federation/articleDocument')
    const { articleObjectAtPage } = await articleDocuments
    return sendWebResponse(req, res, await articleObjectAtPage(payload, read.pagePath, baseUrl))
  }
  htmlPages ??= import('../features/site/htmlPages')
  const { htmlAnswer } = await htmlPages
  sendTextAnswer(req, res, await htmlAnswer(payload, read.pagePath, read.search, baseUrl, assets))
}
