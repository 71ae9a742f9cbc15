/**
 * The worker's `/metrics` (WORKER_METRICS_PORT, docs/decisions/078-metrics-and-traces.md): a server of its own, since
 * the worker serves nothing else; the same answer and token as the app's. Any other address is 404.
 */
import http from 'node:http'

import { createMetricsAnswer, metricsPath } from './metricsAnswer'

export interface MetricsServer {
  close(): Promise<void>
}

export async function startMetricsServer(token: string, host: string, port: number): Promise<MetricsServer> {
  const answer = createMetricsAnswer(token)
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (path === metricsPath) return void answer(req, res).catch(() => res.destroy())
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
