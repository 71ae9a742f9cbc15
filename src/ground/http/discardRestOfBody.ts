/**
 * What a server does with the rest of a body it answered without reading: reads and drops it, as Node does for a
 * handler that never reads a body, so that a client still sending gets to read the answer (closing instead fails its
 * write with EPIPE before it does) and the connection can carry the next request. The app's endpoints do it after an
 * early refusal (./webExchange.ts), the edge after a render process's early answer (src/server/edge/forwardToRenderer.ts).
 */
import type { IncomingMessage } from 'node:http'

/** How much of a refused body is read and dropped; past it, the connection is cut. */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024

export function discardRestOfBody(req: IncomingMessage): void {
  let discarded = 0
  // Whatever read the body stops listening: nothing reads it any more.
  req.removeAllListeners('data')
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > DISCARD_LIMIT_BYTES) req.destroy()
  })
  req.resume()
}
