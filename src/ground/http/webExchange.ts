/**
 * The router's endpoints (src/endpoints/) take a WHATWG `Request` and give a `Response`, as Next's route handlers
 * do, so one handler works in either place; `toWebRequest` and `sendWebResponse` carry a Node request into one and a
 * `Response` back out. The body is streamed, so each endpoint's byte limits still apply while it arrives. The router's
 * own pages give a `TextAnswer` instead, written as it is.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

import { discardRestOfBody } from './discardRestOfBody'

export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit)
}

/**
 * An answer whose body is text we made, with its status and headers: what the router's own pages give (a page's HTML,
 * src/features/site/htmlPages.tsx). It is written as it is: wrapping it in a web `Response` only to read it back
 * (checking the text for lone surrogates, encoding it, streaming it and collecting the stream) cost a page's miss
 * about a twelfth of its CPU. Node's encoder writes a lone surrogate as U+FFFD, as a `Response` would.
 */
export interface TextAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

export function sendTextAnswer(req: IncomingMessage, res: ServerResponse, answer: TextAnswer): void {
  const body = Buffer.from(answer.body)
  if (!req.complete) discardRestOfBody(req)
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  res.setHeader('Content-Length', String(body.byteLength))
  res.writeHead(answer.status)
  res.end(body)
}

/** A `TextAnswer` as a web `Response`, for Next's route handlers (development's pages). */
export const responseOf = (answer: TextAnswer): Response =>
  new Response(answer.body, { status: answer.status, headers: answer.headers })

/**
 * JSON answers are small: sent whole, with their length, rather than chunked. An endpoint that answered before
 * reading the whole body (a 413 on Content-Length, a bad token) leaves the rest of it on the connection: it is read
 * and dropped (./discardRestOfBody.ts).
 */
export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  if (!req.complete) discardRestOfBody(req)
  for (const [name, value] of response.headers) res.setHeader(name, value)
  res.setHeader('Content-Length', String(body.byteLength))
  res.writeHead(response.status)
  res.end(body)
}
