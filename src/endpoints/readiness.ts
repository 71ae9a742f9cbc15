/** `GET /ready`: readiness for load balancers and operators (src/features/ops/readiness.ts): JSON, 503 when unavailable. */
import type { Payload } from 'payload'

import { env } from '../ground/env'
import { checkReadiness } from '../features/ops/readiness'

export async function readinessResponse(payloadOf: () => Promise<Payload>): Promise<Response> {
  const readiness = await checkReadiness(payloadOf, env)
  return Response.json(readiness, {
    status: readiness.status === 'unavailable' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}
