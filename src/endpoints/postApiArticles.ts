/**
 * `POST /api/articles` (spec "Ingestion"): a pipeline's bearer token and its write budget, and meanwhile the
 * idempotency key, the JSON body and the ids it names, handed to the article's write path
 * (src/ingestion/ingestArticle.ts). Served by the router in front of Next (docs/decisions/023-code-layout.md).
 */
import type { Payload } from 'payload'

import { env } from '../env'
import { handleApiErrors } from '../http/handleApiErrors'
import { readJsonBody } from '../http/readJsonBody'
import { parseIdempotencyKey } from '../ingestion/idempotency'
import { ingestArticle, readArticleRequest } from '../ingestion/ingestArticle'
import { admitWrite } from '../ingestion/writeLimit'

export function postApiArticles(request: Request, payload: Payload): Promise<Response> {
  return handleApiErrors(async () => {
    const admitted = await admitWrite(request, payload, async () => {
      const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'))
      const { json } = await readJsonBody(request, env.INGEST_MAX_BODY_BYTES)
      return readArticleRequest(payload, json, idempotencyKey)
    })
    const result = await ingestArticle({ payload, principal: admitted.principal, request: admitted.alongside, baseUrl: env.baseUrl })
    const headers: Record<string, string> = { ...admitted.headers, 'Cache-Control': 'no-store' }
    if (result.location) headers.Location = result.location
    if (result.replayed) headers['Idempotent-Replayed'] = 'true'
    return Response.json(result.body, { status: result.status, headers })
  })
}
