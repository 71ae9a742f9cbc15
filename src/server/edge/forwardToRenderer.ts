/**
 * Hands one request to a render process over its Unix socket and writes its answer back through `res` — through
 * whatever wraps `res` (the page cache's capture keeps it on the way, src/server/pageCache/captureResponse.ts). A render
 * process that goes away before its answer began is answered 503 with Retry-After; one that goes away in the middle of
 * a body ends the client's connection, since a status already sent cannot be taken back.
 */
import http from 'node:http'

import { discardRestOfBody } from '../../ground/http/discardRestOfBody'

/** Headers of one hop, never handed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']

const RENDERER_RETRY_AFTER_SECONDS = 2

/** One kept-alive connection pool for every render process (the agent keys its pools by socket path). */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })

/** Answers 503 with Retry-After, unless the head has gone out: then the connection ends. */
export function sendUnavailable(res: http.ServerResponse, sentence: string): void {
  if (res.headersSent) return void res.destroy()
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  res.writeHead(503, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Retry-After': String(RENDERER_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  })
  res.end(`${sentence}\n`)
}

/** Resolves once the exchange is over, whichever way it ended. */
export function forwardToRenderer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  socketPath: string,
  extraHeaders: Record<string, string>,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers, ...extraHeaders }
    for (const name of HOP_BY_HOP) delete headers[name]
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      resolve()
    }
    const upstream = http.request({ socketPath, agent, method: req.method, path: req.url, headers })
    /** Whether the render process's answer has come whole: an error writing the request's body after it is no matter. */
    let answered = false
    upstream.on('response', (answer) => {
      const answerHeaders: http.OutgoingHttpHeaders = { ...answer.headers }
      for (const name of HOP_BY_HOP) delete answerHeaders[name]
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders)
      answer.on('data', (chunk: Buffer) => {
        if (!res.write(chunk)) {
          answer.pause()
          res.once('drain', () => answer.resume())
        }
      })
      answer.on('end', () => {
        answered = true
        res.end()
        if (!upstream.writableFinished) stopHandingOnBody(req, upstream)
        settle()
      })
      answer.on('aborted', () => {
        res.destroy()
        settle()
      })
      answer.on('error', () => {
        res.destroy()
        settle()
      })
    })
    upstream.on('error', () => {
      // A render process that answered before reading the whole body (a refusal) may close the connection under it.
      req.unpipe(upstream)
      req.resume()
      if (!answered) sendUnavailable(res, 'The page could not be rendered just now; please try again in a moment.')
      settle()
    })
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
      settle()
    })
    sendBody(req, upstream)
  })
}

/**
 * A render process answered before it had the whole body (a refusal on Content-Length, a bad token): the rest is read
 * and dropped here, and the connection to it ends. Handed on, the rest would wait for ever: once an answer is whole,
 * Node's client stops listening for its connection's 'drain' (`socketOnData` drops `ondrain`), so a body piped to it
 * stops at the first full buffer — and with it the client's connection, whose next request then goes unread until a
 * timeout resets it (the bad-input battery's resets after each huge body). That connection cannot carry another
 * exchange anyway: the render process still expects the rest of this body on it.
 */
function stopHandingOnBody(req: http.IncomingMessage, upstream: http.ClientRequest): void {
  req.unpipe(upstream)
  upstream.destroy()
  if (!req.complete) discardRestOfBody(req)
}

/**
 * Bodies up to this size are read whole before they are handed on, and written in one piece: a render process that
 * refuses a body (a bad multipart upload, JSON garbage) answers and closes its connection without reading it, and a
 * body still being written then fails the exchange (EPIPE) before its answer is read. Larger bodies are uploads,
 * which are read to the end, and stream through.
 */
const WHOLE_BODY_BYTES = 1024 * 1024

function sendBody(req: http.IncomingMessage, upstream: http.ClientRequest): void {
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)
    return void upstream.end()
  const chunks: Buffer[] = []
  let bytes = 0
  const collect = (chunk: Buffer) => {
    chunks.push(chunk)
    bytes += chunk.length
    if (bytes <= WHOLE_BODY_BYTES) return
    // An upload: what was read goes first, the rest streams.
    req.off('data', collect)
    req.off('end', whole)
    for (const held of chunks.splice(0)) upstream.write(held)
    req.pipe(upstream)
  }
  const whole = () => upstream.end(Buffer.concat(chunks))
  req.on('data', collect)
  req.on('end', whole)
}
