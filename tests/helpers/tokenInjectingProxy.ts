/**
 * A reverse proxy on 127.0.0.1 in front of the app that adds `Authorization: Bearer <token>` to requests for
 * `/mcp` which carry none. Tools that cannot send a token themselves (the MCP conformance suite) then reach the
 * real, token-guarded endpoint. Everything else passes through untouched, Host and Origin included, the way a
 * production proxy forwards them, so the app still judges the origin of every request itself.
 */
import http from 'node:http'
import type net from 'node:net'

export interface TokenInjectingProxy {
  url: string
  port: number
  /** The bearer token added from now on. */
  useToken(token: string): void
  close(): Promise<void>
}

export async function startTokenInjectingProxy(upstreamPort: () => number): Promise<TokenInjectingProxy> {
  let token = ''
  const server = http.createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers }
    const toMcp = new URL(incoming.url ?? '/', 'http://proxy').pathname === '/mcp'
    if (toMcp && token && !headers.authorization) headers.authorization = `Bearer ${token}`
    const forwarded = http.request(
      { host: '127.0.0.1', port: upstreamPort(), method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end(`proxy: ${error.message}`)
    })
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    useToken: (value) => void (token = value),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
