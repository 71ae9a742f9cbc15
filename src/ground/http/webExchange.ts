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

/** How much of a refused body is read and dropped so that its client can read the answer; past it, the connection is cut. */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024

/**
 * JSON answers are small: sent whole, with their length, rather than chunked. An endpoint that answered before
 * reading the whole body (a 413 on Content-Length, a bad token) leaves the rest of it on the connection: it is read
 * and dropped, as Node does for handlers that never read a body, so that a client still sending gets to read the
 * answer (closing instead fails its write with EPIPE before it does) and the connection can carry the next request.
 */
export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  if (!req.complete) discardRestOfBody(req)
  for (const [name, value] of response.headers) res.setHeader(name, value)
  res.setHeader('Content-Length', String(body.byteLength))
  res.writeHead(response.status)
  res.end(body)
}

function discardRestOfBody(req: IncomingMessage): void {
  let discarded = 0
  // The Request's stream stops listening: nothing reads it any more.
  req.removeAllListeners('data')
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > DISCARD_LIMIT_BYTES) req.destroy()
  })
  req.resume()
}
