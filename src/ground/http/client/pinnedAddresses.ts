/**
 * Outbound requests held to the addresses that were checked. A host name checked as public (./publicIpAddress.ts)
 * and then handed to `fetch` is resolved a second time when it connects, and a name with a zero-TTL record can
 * answer a public address for the check and an inner one for the connection (DNS rebinding). Here the connection's
 * own lookup answers only the addresses given to it, so the request goes where the check looked; the host name still
 * names the Host header and the TLS server name, so the certificate is verified against it as usual.
 */
import { lookup as dnsLookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP, isIPv6, type LookupFunction } from 'node:net'

/** A host name's addresses; injected by tests, which have no name server of their own. */
export type Resolve = (hostname: string) => Promise<string[]>

export const resolveAll: Resolve = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address)

/** A URL's host as an address or a name, without the brackets of an IPv6 literal. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/** The addresses a URL's host stands for: a literal is its own; a name, what it resolves to (none: it does not). */
export async function addressesOf(url: URL, resolve: Resolve = resolveAll): Promise<string[]> {
  const host = hostOf(url)
  if (isIP(host)) return [host]
  return resolve(host).catch(() => [])
}

/** net.connect's lookup, answering the given addresses whatever it is asked: no second resolution. */
export const pinnedLookup =
  (addresses: readonly string[]): LookupFunction =>
  (hostname, options, callback) => {
    if (addresses.length === 0) return callback(new Error(`no checked address for ${hostname}`), '', 0)
    const entries = addresses.map((address) => ({ address, family: isIPv6(address) ? 6 : 4 }))
    if (options.all) callback(null, entries)
    else callback(null, entries[0]!.address, entries[0]!.family)
  }

/**
 * Sends a request (its headers and body as given) to one of `addresses` only, following no redirect; resolves with
 * the answer's status once its body is read (discarded), so that nothing is left open.
 */
export function sendToAddresses(
  request: { url: URL; method: string; headers: Headers; body: Uint8Array },
  addresses: readonly string[],
  signal: AbortSignal,
): Promise<number> {
  const { url, method, headers, body } = request
  const send = url.protocol === 'https:' ? https.request : http.request
  return new Promise<number>((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method,
        headers: { ...Object.fromEntries(headers), 'content-length': String(body.byteLength) },
        lookup: pinnedLookup(addresses),
        agent: false,
        signal,
      },
      (response) => {
        response.on('error', reject)
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.resume()
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
