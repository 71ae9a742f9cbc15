/**
 * POST /api/articles (spec "Ingestion"): validate and check the references (`readArticleRequest`, which writes
 * nothing, so the endpoint runs it while the token is checked), then create through Payload (so the data layer's
 * rules and the publishing hooks run exactly as in the cockpit) in the article's one write path
 * (src/content/articles/articleWrite.ts): one transaction together with the idempotency record, so a crash can never
 * leave an article whose retry would create a second one, and its refusals mapped there.
 */
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { ApiTokenPrincipal } from '../auth/authenticateApiToken'
import {
  checkArticleReferences,
  danglingReferences,
  newArticleData,
  writeArticle,
} from '../../content/articles/articleWrite'
import { may, roleLacks } from '../../content/access/roles'
import { articleTagsData } from '../../content/tags/articleTags'
import { validationFailed } from '../../ground/errors/AppError'
import { lockForTransaction } from '../../ground/db/adapter'
import { absolute, articlePath } from '../../ground/paths'
import { type ArticleCreatePayload, articleCreateSchema } from '../../content/articles/articleCreateSchema'
import { idempotencyKeyReused, requestFingerprint } from './idempotency'
import { zodFieldErrors } from './zodFieldErrors'

export interface IngestResult {
  status: number
  body: unknown
  location?: string
  replayed: boolean
}

/** A request's article, valid, with what its ids name; nothing written yet. */
export interface ArticleRequest {
  input: ArticleCreatePayload
  /** The request body's fingerprint, for the idempotency record. */
  fingerprint: string
  idempotencyKey: string | null
  references: Awaited<ReturnType<typeof checkArticleReferences>>
}

interface IngestArgs {
  payload: Payload
  principal: ApiTokenPrincipal
  request: ArticleRequest
  /** The write's request, its transaction begun (`beginWrite`, src/content/writeTransaction.ts); committed or rolled back here. */
  req: PayloadRequest
  baseUrl: string
}

/** The body, validated (422 naming each field), and its references looked up outside any transaction. */
export async function readArticleRequest(
  payload: Payload,
  json: unknown,
  idempotencyKey: string | null,
): Promise<ArticleRequest> {
  const parsed = articleCreateSchema.safeParse(json)
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error))
  const references = await checkArticleReferences(await createLocalReq({}, payload), parsed.data)
  return { input: parsed.data, fingerprint: requestFingerprint(json), idempotencyKey, references }
}

export function ingestArticle({ payload, principal, request, req, baseUrl }: IngestArgs): Promise<IngestResult> {
  const { input, fingerprint, idempotencyKey, references } = request
  return writeArticle(req, `API token "${principal.name}" (REST)`, input, async () => {
    if (idempotencyKey !== null) {
      // Concurrent retries with one key wait here for the first to commit, then find its answer.
      await lockForTransaction(req, `idempotency:${principal.tokenId}:${idempotencyKey}`)
      const { docs } = await payload.find({
        collection: 'idempotency-keys',
        where: { and: [{ token: { equals: principal.tokenId } }, { key: { equals: idempotencyKey } }] },
        limit: 1,
        depth: 0,
        req,
      })
      const previous = docs[0]
      if (previous) {
        if (previous.request_hash !== fingerprint) throw idempotencyKeyReused()
        return {
          status: previous.response_status,
          body: previous.response_body,
          location: previous.response_location ?? undefined,
          replayed: true,
        }
      }
    }

    // Refused only now, so that a retry whose first attempt succeeded gets its answer whatever has changed since.
    if (input.is_published && !may(principal.role, 'publish_own')) throw roleLacks(principal.role, 'publish_own')
    const { missing, pmsSlug } = references
    if (missing.length > 0) throw danglingReferences(missing)

    const tags = await articleTagsData(req, input.tags, {
      mayCreate: may(principal.role, 'edit_all_content'),
    })
    const article = await payload.create({
      collection: 'articles',
      data: { ...newArticleData(input), ...tags },
      depth: 0,
      req,
    })
    const url = absolute(baseUrl, articlePath(pmsSlug!, article.slug!))
    const body = { message: 'Article created', article: { id: article.id, slug: article.slug, url } }

    if (idempotencyKey !== null) {
      await payload.create({
        collection: 'idempotency-keys',
        data: {
          token: principal.tokenId,
          key: idempotencyKey,
          request_hash: fingerprint,
          response_status: 201,
          response_body: body,
          response_location: url,
        },
        req,
      })
    }
    return { status: 201, body, location: url, replayed: false }
  })
}
