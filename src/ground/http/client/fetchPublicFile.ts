/**
 * A GET of a file on another site, for the importers' images (docs/decisions/065-importers.md) and the pages and oEmbed
 * answers behind a pasted link's embed (docs/decisions/072-embeds.md): the URL's host is resolved and every address
 * must be public (./publicIpAddress.ts), the connection is pinned to those addresses (./pinnedAddresses.ts: no DNS
 * rebinding between the check and the connection), each redirect is checked the same way, the body is cut off past
 * `maxBytes`, and the whole fetch, redirects included, is given up past `timeoutMs`. `standIns` (a test allowance,
 * src/ground/lib/loopbackStandIns.ts, refused by src/ground/env.ts unless BASE_URL is on loopback) answers some https
 * origins from loopback servers; while it is given, no other origin is fetched, so that a test never reaches past its
 * machine.
 */
import http from 'node:http'
import https from 'node:https'

import { addressesOf, pinnedLookup, type Resolve } from './pinnedAddresses'
import { isPublicIpAddress } from './publicIpAddress'

class FetchRefused extends Error {
  readonly code = 'fetch_refused'
}

export interface FetchPublicFileOptions {
  standIns?: ReadonlyMap<string, string>
  maxBytes: number
  timeoutMs: number
  resolve?: Resolve
  /** Past `maxBytes`: refuse the file (the default), or keep its first `maxBytes` (a page whose head is enough). */
  overflow?: 'refuse' | 'cut'
  /** The request's Accept (default: images) and User-Agent (default: the importer's). */
  accept?: string
  userAgent?: string
}

const MAX_REDIRECTS = 3

export interface FetchedFile {
  bytes: Buffer
  contentType: string | null
}

type Answer = FetchedFile | { location: string }

function getOnce(url: URL, addresses: string[], options: FetchPublicFileOptions, signal: AbortSignal): Promise<Answer> {
  const get = url.protocol === 'https:' ? https.get : http.get
  return new Promise<Answer>((resolve, reject) => {
    const request = get(
      url,
      {
        lookup: pinnedLookup(addresses),
        agent: false,
        headers: { accept: options.accept ?? 'image/*', 'user-agent': options.userAgent ?? 'pms-news-importer' },
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume()
          return resolve({ location: response.headers.location })
        }
        if (status !== 200) {
          response.resume()
          return reject(new FetchRefused(`answered ${status}`))
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes) {
            request.destroy()
            if (options.overflow !== 'cut') return reject(new FetchRefused(`is larger than ${options.maxBytes} bytes`))
            chunks.push(chunk.subarray(0, chunk.length - (size - options.maxBytes)))
            resolve({ bytes: Buffer.concat(chunks), contentType: response.headers['content-type'] ?? null })
          } else chunks.push(chunk)
        })
        response.on('error', reject)
        response.on('end', () =>
          resolve({ bytes: Buffer.concat(chunks), contentType: response.headers['content-type'] ?? null }),
        )
      },
    )
    request.on('error', (error) =>
      reject(error instanceof FetchRefused ? error : new FetchRefused(`could not be fetched: ${error.message}`)),
    )
  })
}

/** The file at `address`, or a FetchRefused saying why not (its message reads after the URL). */
export async function fetchPublicFile(address: string, options: FetchPublicFileOptions): Promise<FetchedFile> {
  let url = URL.parse(address)
  const standIns = options.standIns ?? new Map<string, string>()
  const loopbackOrigins = new Set(standIns.values())
  // One time bound for the whole fetch, redirects and a body that trickles in included: a slow server is given up on.
  const signal = AbortSignal.timeout(options.timeoutMs)
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new FetchRefused('is not an http(s) URL')
    const standIn = standIns.get(url.origin)
    // A redirect may lead to a stand-in's own loopback origin, and nowhere else on this machine.
    if (standIns.size > 0 && !standIn && (!hop || !loopbackOrigins.has(url.origin)))
      throw new FetchRefused('is not on an origin the test stands in for')
    if (standIn) url = new URL(`${url.pathname}${url.search}`, standIn)
    const addresses = await addressesOf(url, options.resolve)
    if (addresses.length === 0) throw new FetchRefused(`names a host that does not resolve (${url.hostname})`)
    const inner = addresses.find((candidate) => !isPublicIpAddress(candidate))
    if (standIns.size > 0 && addresses.some(isPublicIpAddress))
      throw new FetchRefused('leads past the loopback servers of the test')
    if (inner && standIns.size === 0) throw new FetchRefused(`names a host at ${inner}, which is not a public address`)
    const answer = await getOnce(url, addresses, options, signal)
    if ('bytes' in answer) return answer
    url = URL.parse(answer.location, url)
  }
  throw new FetchRefused(`redirects more than ${MAX_REDIRECTS} times`)
}
