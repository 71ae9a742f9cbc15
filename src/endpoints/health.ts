/** `GET /up`: the health check for load balancers: 200 `ok`, or 503 naming what is unavailable (src/features/ops/health.ts). */
import type { Payload } from 'payload'

import { checkHealth } from '../features/ops/health'

export async function healthResponse(payloadOf: () => Promise<Payload>): Promise<Response> {
  const health = await checkHealth(payloadOf)
  const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }
  return health.ok
    ? new Response('ok\n', { status: 200, headers })
    : new Response(`unavailable: ${health.reason}\n`, { status: 503, headers })
}
