/**
 * POST /api/articles (spec "Ingestion"): validate, check the references, create through Payload (so the data
 * layer's rules and the publishing hooks run exactly as in the cockpit), all in one transaction together with the
 * idempotency record, so a crash can never leave an article whose retry would create a second one.
 */
import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { ApiTokenPrincipal } from '../auth/authenticateApiToken'
import { type FieldError, validationFailed } from '../errors/AppError'
import { describeWriter } from '../hooks/recordEditor'
import { lockForTransaction, queryInTransaction } from '../lib/transactionDb'
import { articleCreateSchema, type ArticleCreatePayload } from './articleCreateSchema'
import { idempotencyKeyReused, requestFingerprint } from './idempotency'
import { fromPayloadValidation } from './payloadValidationErrors'
import { zodFieldErrors } from './zodFieldErrors'

export interface IngestResult {
  status: number
  body: unknown
  location?: string
  replayed: boolean
}

interface IngestArgs {
  payload: Payload
  principal: ApiTokenPrincipal
  json: unknown
  idempotencyKey: string | null
  baseUrl: string
}

/**
 * The PMS, author and category must exist (a dangling id would otherwise reach the foreign key as a 500). The
 * PMS's slug is kept for the article's URL. One statement asks for all three: this runs on every create.
 */
async function checkReferences(input: ArticleCreatePayload, req: PayloadRequest) {
  const [found] = await queryInTransaction<{ pms_slug: string | null; author: boolean; category: boolean }>(
    req,
    sql`SELECT (SELECT slug FROM pmses WHERE id = ${input.pms_id}) AS pms_slug,
               EXISTS (SELECT 1 FROM authors WHERE id = ${input.author_id}) AS author,
               EXISTS (SELECT 1 FROM categories WHERE id = ${input.category_id ?? null}) AS category`,
  )
  const errors: FieldError[] = []
  if (!found?.pms_slug) errors.push({ field: 'pms_id', message: 'refers to a PMS that does not exist' })
  if (!found?.author) errors.push({ field: 'author_id', message: 'refers to an author that does not exist' })
  if (input.category_id != null && !found?.category) errors.push({ field: 'category_id', message: 'refers to a category that does not exist' })
  if (errors.length > 0) throw validationFailed(errors)
  return { pmsSlug: found!.pms_slug! }
}

export async function ingestArticle({ payload, principal, json, idempotencyKey, baseUrl }: IngestArgs): Promise<IngestResult> {
  const parsed = articleCreateSchema.safeParse(json)
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error))
  const input = parsed.data
  const fingerprint = requestFingerprint(json)

  const req = await createLocalReq({}, payload)
  describeWriter(req, `API token "${principal.name}" (REST)`)
  await initTransaction(req)
  try {
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
        await commitTransaction(req)
        if (previous.request_hash !== fingerprint) throw idempotencyKeyReused()
        return {
          status: previous.response_status,
          body: previous.response_body,
          location: previous.response_location ?? undefined,
          replayed: true,
        }
      }
    }

    const { pmsSlug } = await checkReferences(input, req)

    const article = await payload.create({
      collection: 'articles',
      data: {
        pms: input.pms_id,
        author: input.author_id,
        category: input.category_id ?? null,
        title: input.title,
        slug: input.slug,
        excerpt: input.excerpt ?? null,
        body: input.body,
        featured_image: input.featured_image ?? null,
        featured_image_caption: input.featured_image_caption ?? null,
        reading_time_minutes: input.reading_time_minutes ?? undefined,
        is_published: input.is_published,
        is_featured: input.is_featured,
        published_at: input.published_at ? new Date(input.published_at).toISOString() : null,
        meta_title: input.meta_title ?? null,
        meta_description: input.meta_description ?? null,
      },
      depth: 0,
      req,
    })
    const url = `${baseUrl}/${pmsSlug}/${article.slug}`
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
    await commitTransaction(req)
    return { status: 201, body, location: url, replayed: false }
  } catch (error) {
    await killTransaction(req)
    throw fromPayloadValidation(error)
  }
}
