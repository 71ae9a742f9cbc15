/**
 * Watches a response Next is writing: when its head goes out, decides whether it is a cacheable page (200 or 404,
 * HTML or markdown, no cookie, not compressed) and, if so, gives it the page cache's headers and keeps a copy of
 * the body, handed over when the response has ended. Where it is given a finisher, an HTML page is held back until
 * it is complete and sent finished (finishPageHtml.ts: without Next's client scripts, a real 404 page); the edge gives
 * none, since its render process sends pages finished, and they stream through it.
 */
import type { ServerResponse } from 'node:http'

import type { PageHtmlFinisher } from './finishPageHtml'

interface CapturedResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** Shared caches (a CDN) may keep a page an hour; browsers revalidate. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=600'

/** Pages, and the documents listing them (llms.txt, feed, sitemap, robots.txt, catalogs), which change with them. */
const PAGE_TYPES = /^(?:text\/(?:html|markdown|plain)|application\/(?:xml|rss\+xml|json|linkset\+json))\b/
const NOT_STORED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'set-cookie',
  'x-cache',
  'age',
])

function isCacheable(res: ServerResponse): boolean {
  const type = String(res.getHeader('content-type') ?? '')
  return (
    (res.statusCode === 200 || res.statusCode === 404) &&
    PAGE_TYPES.test(type) &&
    !res.hasHeader('set-cookie') &&
    !res.hasHeader('content-encoding')
  )
}

function storedHeaders(res: ServerResponse): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || NOT_STORED.has(name)) continue
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return headers
}

const toBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, encoding)
      : Buffer.from(chunk as Uint8Array)

export interface CaptureOptions {
  /**
   * Finishes an HTML page, which is then held back until it is whole; absent where pages come finished (the edge:
   * its render process finished them, src/server/router/cachedReads.ts), and they stream through as they come.
   */
  finishHtml?: PageHtmlFinisher
  /** Receives the page as sent; without it (the page cache is off) pages are only finished, not kept or marked cacheable. */
  onCaptured?: (response: CapturedResponse) => void
}

export function captureResponse(res: ServerResponse, { finishHtml, onCaptured }: CaptureOptions): void {
  let decided = false
  let keep = false
  /** An HTML page: nothing goes out until the end, when it is sent whole, without scripts. */
  let holdBack = false
  const chunks: Buffer[] = []
  const decide = () => {
    if (decided) return
    decided = true
    const cacheable = !res.headersSent && isCacheable(res)
    if (!cacheable) return
    // A copy of the body is kept only for the cache, or to finish an HTML page; a long document that is not kept
    // streams through untouched.
    holdBack = finishHtml !== undefined && String(res.getHeader('content-type')).startsWith('text/html')
    keep = Boolean(onCaptured) || holdBack
    if (!onCaptured) return
    // A document that says itself how long anyone may keep it (DOCUMENT_CACHE_CONTROL) keeps that.
    if (!/\bpublic\b/.test(String(res.getHeader('cache-control') ?? '')))
      res.setHeader('Cache-Control', PAGE_CACHE_CONTROL)
    res.setHeader('Vary', 'Accept, Accept-Encoding')
    res.setHeader('X-Cache', 'MISS')
  }

  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status
    // Headers handed to writeHead are applied first, so that the decision sees them.
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as
      Record<string, string> | string[] | undefined
    if (headers && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    decide()
    if (holdBack) return res
    return writeHead(status, ...rest.filter((arg) => typeof arg === 'string'))
  }) as ServerResponse['writeHead']

  const flushHeaders = res.flushHeaders.bind(res)
  res.flushHeaders = () => {
    decide()
    if (!holdBack) flushHeaders()
  }

  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide()
    if (keep) chunks.push(toBuffer(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined))
    if (holdBack) {
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
      callback?.()
      return true
    }
    return write(chunk, ...rest)
  }) as ServerResponse['write']

  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    decide()
    if (keep && chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(toBuffer(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined))
    }
    let body: Buffer | undefined
    if (holdBack) {
      body = Buffer.from(finishHtml!(res.statusCode, Buffer.concat(chunks).toString('utf8')))
      chunks.length = 0
      chunks.push(body)
      res.removeHeader('transfer-encoding')
      res.setHeader('Content-Length', String(body.length))
    }
    // Stored only once the whole response went out; an aborted one never is.
    if (keep && onCaptured)
      res.once('finish', () =>
        onCaptured({ status: res.statusCode, headers: storedHeaders(res), body: Buffer.concat(chunks) }),
      )
    if (holdBack) {
      // From here on nothing is held back; the head goes out first, explicitly, so that whatever else wrapped
      // writeHead (Next's compression layer) cannot send the body without it.
      holdBack = false
      if (!res.headersSent) writeHead(res.statusCode)
      const callback = [chunk, ...rest].find((arg) => typeof arg === 'function')
      return end(body, ...(callback ? [callback] : []))
    }
    return end(chunk, ...rest)
  }) as ServerResponse['end']
}
