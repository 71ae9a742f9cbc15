/** `GET /up`: the health check for load balancers: 200 `ok`, or 503 naming what is unavailable (src/ops/health.ts). */
import { checkHealth } from '../ops/health'

export async function GET(): Promise<Response> {
  const health = await checkHealth()
  const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }
  return health.ok
    ? new Response('ok\n', { status: 200, headers })
    : new Response(`unavailable: ${health.reason}\n`, { status: 503, headers })
}
