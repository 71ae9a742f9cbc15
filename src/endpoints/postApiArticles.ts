/**
 * `POST /api/articles` (spec "Ingestion"): a pipeline's bearer token and its write budget, and meanwhile the
 * idempotency key, the JSON body, then the ids it names beside the write's transaction begun, handed to the
 * article's write path (src/features/ingestion/ingestArticle.ts). Served by the router in front of Next
 * (docs/decisions/023-code-layout.md).
 */
import { killTransaction, type Payload, type PayloadRequest } from 'payload'

import { beginWrite } from '../content/writeTransaction'
import { env } from '../ground/env'
import { handleApiErrors } from '../ground/http/handleApiErrors'
import { readJsonBody } from '../ground/http/readJsonBody'
import { parseIdempotencyKey } from '../features/ingestion/idempotency'
import { ingestArticle, readArticleRequest } from '../features/ingestion/ingestArticle'
import { admitWrite } from '../features/ingestion/writeLimit'

export function postApiArticles(request: Request, payload: Payload): Promise<Response> {
  return handleApiErrors(async () => {
    let write: Promise<PayloadRequest> | undefined
    const admitted = await admitWrite(request, payload, async () => {
      const idempotencyKey = parseIdempotencyKey(request.headers.get('idempotency-key'))
      const { json } = await readJsonBody(request, env.INGEST_MAX_BODY_BYTES)
      // Once the body is in (a slow client must not hold a connection in a transaction while it sends), the write's
      // transaction begins beside the check of the ids it names; it writes nothing, and is rolled back if one refuses.
      write = beginWrite(payload)
      const [article] = await Promise.all([readArticleRequest(payload, json, idempotencyKey), write])
      return article
    }).catch(async (error: unknown) => {
      await write?.then(killTransaction, () => undefined)
      throw error
    })
    const result = await ingestArticle({
      payload,
      principal: admitted.principal,
      request: admitted.alongside,
      req: await write!,
      baseUrl: env.baseUrl,
    })
    const headers: Record<string, string> = { ...admitted.headers, 'Cache-Control': 'no-store' }
    if (result.location) headers.Location = result.location
    if (result.replayed) headers['Idempotent-Replayed'] = 'true'
    return Response.json(result.body, { status: result.status, headers })
  })
}
