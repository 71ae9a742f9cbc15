/**
 * The router's endpoints (src/endpoints/) take a WHATWG `Request` and give a `Response`, as Next's route handlers
 * do, so one handler works in either place; these two functions carry a Node request into one and a `Response`
 * back out. The body is streamed, so each endpoint's byte limits still apply while it arrives.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

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
 * JSON answers are small: sent whole, with their length, rather than chunked. An endpoint that answered before
 * reading the whole body (a 413 on Content-Length, a bad token) leaves the rest of it on the connection, where the
 * next request on it would be read from the middle of this one's body: such a connection is closed after the answer
 * rather than drained, as a refused upload could be large.
 */
export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  for (const [name, value] of response.headers) res.setHeader(name, value)
  if (!req.complete) res.setHeader('Connection', 'close')
  res.setHeader('Content-Length', String(body.byteLength))
  res.writeHead(response.status)
  res.end(body)
}
