/**
 * How we fetch a Web Bot Auth key directory (draft-ietf-webbotauth-httpsig-protocol, "Key Distribution and Discovery"
 * and "Server-Side Request Forgery"): the URL is a stranger's choice, carried in a request's Signature-Agent, so
 * - only https, and only to public addresses (src/ground/http/client/publicIpAddress.ts): an address literal is checked before
 *   connecting, a name is resolved by our own lookup, which refuses it unless every address it resolves to is public
 *   and hands the connection exactly the addresses it checked — a DNS answer that changes between the check and the
 *   connection (rebinding) has no second chance;
 * - one GET, no redirect followed (the draft: MUST NOT), only 200 with a JSON media type;
 * - a wall-clock limit over lookup, connection and body alike, and a byte limit on the body, read as it streams;
 * - its `Cache-Control: max-age`, for the cache to bound (keyDirectories.ts).
 * A directory's own response signature (the draft's "Possession Proof", RECOMMENDED for directory servers) is not
 * checked: the draft lets a verifier use the keys of a directory it resolved itself over TLS whether or not the proof
 * is there, and the proof adds nothing to what TLS to the host already showed us.
 *
 * WEB_BOT_AUTH_TEST_DIRECTORIES (src/ground/lib/loopbackStandIns.ts) sends named https origins to plain-http loopback servers
 * instead, for tests; src/ground/env.ts refuses it unless BASE_URL is on loopback.
 */
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, isIPv6, type LookupFunction } from 'node:net'

import { hostOf, type Resolve, resolveAll } from '../client/pinnedAddresses'
import { isPublicIpAddress } from '../client/publicIpAddress'

const DIRECTORY_MEDIA_TYPE = 'application/http-message-signatures-directory+json'
/** Besides the draft's own type, what a generic JWKS server sends; anything else (an HTML error page) is no directory. */
const JSON_MEDIA_TYPES = new Set([DIRECTORY_MEDIA_TYPE, 'application/json', 'application/jwk-set+json'])

export interface DirectoryFetchOptions {
  /** WEB_BOT_AUTH_TEST_DIRECTORIES, parsed: https origin → the loopback http origin that answers for it. */
  testDirectories: ReadonlyMap<string, string>
  timeoutMs: number
  maxBytes: number
  resolve?: Resolve
}

export type FetchedDirectory =
  | {
      ok: true
      document: unknown
      /** The response's max-age in seconds; null without one. */
      maxAgeSeconds: number | null
      /** Answered by a WEB_BOT_AUTH_TEST_DIRECTORIES stand-in. */
      standIn: boolean
    }
  /** refused: we would not connect (not https, not a public address); otherwise the fetch or its answer failed. */
  | { ok: false; refused: boolean; detail: string }

class DirectoryRefused extends Error {
  readonly code = 'directory_refused'
}

/** net.connect's lookup: the addresses it connects to are the ones checked here, and no others. */
const publicOnlyLookup =
  (resolve: Resolve): LookupFunction =>
  (hostname, options, callback) => {
    const unresolved = () => callback(new Error(`${hostname} does not resolve`), '', 0)
    resolve(hostname).then((addresses) => {
      if (addresses.length === 0) return unresolved()
      const inner = addresses.find((address) => !isPublicIpAddress(address))
      if (inner)
        return callback(new DirectoryRefused(`${hostname} resolves to ${inner}, which is not a public address`), '', 0)
      const entries = addresses.map((address) => ({ address, family: isIPv6(address) ? 6 : 4 }))
      if (options.all) callback(null, entries)
      else callback(null, entries[0]!.address, entries[0]!.family)
    }, unresolved)
  }

const maxAgeOf = (cacheControl: string | undefined): number | null => {
  if (!cacheControl) return null
  if (/(^|,)\s*(no-store|no-cache)\s*(,|$)/i.test(cacheControl)) return 0
  const maxAge = /(^|,)\s*max-age\s*=\s*"?(\d+)"?\s*(,|$)/i.exec(cacheControl)?.[2]
  return maxAge === undefined ? null : Number(maxAge)
}

/** The body of a 200 answer with a JSON media type, within maxBytes; throws with what was wrong. */
async function readDirectoryBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (response.statusCode !== 200) throw new Error(`the directory answered ${response.statusCode}`)
  const mediaType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  if (!JSON_MEDIA_TYPES.has(mediaType)) throw new Error(`the directory is ${mediaType || 'untyped'}, not JSON`)
  if (Number(response.headers['content-length']) > maxBytes)
    throw new Error(`the directory is ${response.headers['content-length']} bytes, more than ${maxBytes}`)
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    length += chunk.length
    if (length > maxBytes) throw new Error(`the directory is more than ${maxBytes} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Fetches directory URLs under the rules above; never throws for what a directory or its host does. */
export function createDirectoryFetch({
  testDirectories,
  timeoutMs,
  maxBytes,
  resolve = resolveAll,
}: DirectoryFetchOptions): (url: URL) => Promise<FetchedDirectory> {
  const lookup = publicOnlyLookup(resolve)
  return async function fetchDirectory(url) {
    const standIn = testDirectories.get(url.origin)
    const target = standIn ? new URL(`${url.pathname}${url.search}`, standIn) : url
    if (!standIn) {
      if (url.protocol !== 'https:') return { ok: false, refused: true, detail: `${url.href} is not https` }
      const host = hostOf(url)
      if (isIP(host) && !isPublicIpAddress(host))
        return { ok: false, refused: true, detail: `${host} is not a public address` }
    }
    const signal = AbortSignal.timeout(timeoutMs)
    try {
      const response = await new Promise<IncomingMessage>((resolveResponse, reject) => {
        const options = { headers: { accept: DIRECTORY_MEDIA_TYPE }, signal, agent: false as const }
        const request = standIn
          ? http.get(target, options, resolveResponse)
          : https.get(target, { ...options, lookup }, resolveResponse)
        request.on('error', reject)
      })
      try {
        const body = await readDirectoryBody(response, maxBytes)
        return {
          ok: true,
          document: JSON.parse(body.toString('utf8')),
          maxAgeSeconds: maxAgeOf(response.headers['cache-control']),
          standIn: Boolean(standIn),
        }
      } finally {
        response.destroy()
      }
    } catch (error) {
      if (error instanceof DirectoryRefused) return { ok: false, refused: true, detail: error.message }
      const detail = signal.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message
      return { ok: false, refused: false, detail: `${url.href}: ${detail}` }
    }
  }
}
