/**
 * The client's address: the socket's peer, unless that peer is one of our own proxies (trustedProxies.ts). Then
 * `X-Forwarded-For` is read from the right, skipping our proxies, and the first address they did not add is the
 * client. Entries left of it were written by the client and are never believed, so a spoofed header cannot buy a
 * fresh budget. The request router works it out once per request and hands it to route handlers (which see headers,
 * not sockets) in CLIENT_IP_HEADER, overwriting whatever the client sent, so that it cannot be spoofed either.
 */
import { isIP } from 'node:net'

import { isTrustedProxy, normaliseAddress, type ProxyList } from './trustedProxies'

export const CLIENT_IP_HEADER = 'x-pmsnews-client-ip'

export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  proxies: ProxyList,
): string {
  const peer = normaliseAddress(socketAddress ?? 'unknown')
  // The header first: it is absent on most requests, and the proxy check costs more than reading it.
  if (!forwardedFor || !isTrustedProxy(proxies, peer)) return peer
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => normaliseAddress(hop.trim()))
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!
    if (!isIP(hop)) return peer
    if (!isTrustedProxy(proxies, hop)) return hop
  }
  return peer
}

/** The address the router set, in a route handler. */
export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? 'unknown'
}
