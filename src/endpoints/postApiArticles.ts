/**
 * `POST /api/articles` (spec "Ingestion"): a pipeline's bearer token, its write budget, the idempotency key and the
 * JSON body, handed to the article's write path (src/ingestion/ingestArticle.ts). Served by the router in front of
 * Next (docs/decisions/023-code-layout.md).
 */
import type { Payload } from 'payload'

import { authenticateApiToken } from '../auth/authenticateApiToken'
import { env } from '../env'
import { handleApiErrors } from '../http/handleApiErrors'
import { readJsonBody } from '../http/readJsonBody'
import { parseIdempotencyKey } from '../ingestion/idempotency'
import { ingestArticle } from '../ingestion/ingestArticle'
import { consumeWrite } from '../ingestion/writeLimit'

export function postApiArticles(request: Request, payload: Payload): Promise<Response> {
  return handleApiErrors(async () => {
    const principal = await authenticateApiToken(request, payload)
    const limit = await consumeWrite(payload, `token:${principal.tokenId}`)
    const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'))
    const { json } = await readJsonBody(request, env.INGEST_MAX_BODY_BYTES)
    const result = await ingestArticle({ payload, principal, json, idempotencyKey, baseUrl: env.baseUrl })
    const headers: Record<string, string> = { ...limit.headers, 'Cache-Control': 'no-store' }
    if (result.location) headers.Location = result.location
    if (result.replayed) headers['Idempotent-Replayed'] = 'true'
    return Response.json(result.body, { status: result.status, headers })
  })
}
