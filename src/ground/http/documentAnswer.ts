/**
 * A document answered whole from bytes the process keeps (the feeds: src/features/discovery/rssFeed.ts): the router sends the
 * bytes as they are, where a WHATWG `Response` around them was copied twice per request (its body taken in, then read
 * back out) — a megabyte each for a feed of fifty long articles, whose garbage was most of a feed miss's cost
 * (docs/performance.md, "Page-cache misses"). Next's routes, which need a `Response`, get one from `documentResponse`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export interface DocumentAnswer {
  /** 200 unless said (a sitemap of a range that holds nothing is a 404). */
  status?: number
  headers: Record<string, string>
  body: Uint8Array<ArrayBuffer>
}

export function documentResponse({ status = 200, headers, body }: DocumentAnswer): Response {
  return new Response(body, { status, headers })
}

/** Sends `answer` with its length; a HEAD gets the head alone. */
export function sendDocument(req: IncomingMessage, res: ServerResponse, answer: DocumentAnswer): void {
  const { status = 200, headers, body } = answer
  res.writeHead(status, { ...headers, 'Content-Length': String(body.byteLength) })
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(body.buffer, body.byteOffset, body.byteLength))
}

/** A document built as a `Response` (the sitemaps), as bytes: its body read once. */
export async function documentOfResponse(response: Response): Promise<DocumentAnswer> {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: new Uint8Array(await response.arrayBuffer()),
  }
}
