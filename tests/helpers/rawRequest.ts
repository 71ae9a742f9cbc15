/**
 * One HTTP/1.1 request with what fetch refuses to send: any method (TRACE), any request target (`//[`, absolute-form
 * `http://host/path`, `*`), and a chosen local address (127.0.0.2 is loopback too, and tells a client apart from
 * the app's own connections from 127.0.0.1).
 */
import http from 'node:http'

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

export function rawRequest(
  appUrl: string,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(appUrl)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        method,
        path: target,
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}
