/**
 * The client's network address, for route handlers (which see headers, not sockets). server.ts's router sets this
 * header on every request from the socket and TRUSTED_PROXIES (src/server/readLimit/clientIp.ts), overwriting
 * whatever the client sent, so it cannot be spoofed.
 */
export const CLIENT_IP_HEADER = 'x-pmsnews-client-ip'

export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? 'unknown'
}
