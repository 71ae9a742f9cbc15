/**
 * A POST to one of the addresses that were checked (./pinnedAddresses.ts: no second resolution, no DNS rebinding),
 * for a caller that keeps the first bytes of the answer (the webhooks' delivery log): no redirect is followed (a 3xx
 * is an answer like any other), the answer's body is read up to `maxBytes` and the connection is cut there, and the
 * whole exchange is given up once `signal` aborts (a slow server, or one that trickles its body in).
 */
import http from 'node:http'
import https from 'node:https'

import { pinnedLookup } from './pinnedAddresses'

export interface PostedAnswer {
  status: number
  /** The answer's first bytes, at most `maxBytes`. */
  head: Buffer
}

export function postForAnswer(
  request: { url: URL; headers: Record<string, string>; body: Uint8Array },
  addresses: readonly string[],
  { maxBytes, signal }: { maxBytes: number; signal: AbortSignal },
): Promise<PostedAnswer> {
  const { url, headers, body } = request
  const send = url.protocol === 'https:' ? https.request : http.request
  return new Promise<PostedAnswer>((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.byteLength) },
        lookup: pinnedLookup(addresses),
        agent: false,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0
        const chunks: Buffer[] = []
        let size = 0
        const done = () => resolve({ status, head: Buffer.concat(chunks).subarray(0, maxBytes) })
        response.on('data', (chunk: Buffer) => {
          if (size >= maxBytes) return
          chunks.push(chunk)
          size += chunk.length
          // Enough for the log: the rest is not read, and the connection (not reused: no agent) is closed.
          if (size >= maxBytes) {
            done()
            response.destroy()
          }
        })
        response.on('error', (error) => (size >= maxBytes ? undefined : reject(error)))
        response.on('end', done)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
