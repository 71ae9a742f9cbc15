/**
 * POST /api/articles (spec "Ingestion"): validate, check the references, create through Payload (so the data
 * layer's rules and the publishing hooks run exactly as in the cockpit), all in one transaction together with the
 * idempotency record, so a crash can never leave an article whose retry would create a second one.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import type { ApiTokenPrincipal } from '../auth/authenticateApiToken'
import { type FieldError, validationFailed } from '../errors/AppError'
import { lockForTransaction } from '../lib/transactionDb'
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

async function missingReferences(payload: Payload, input: ArticleCreatePayload, req: object): Promise<FieldError[]> {
  const checks: Array<[string, 'pmses' | 'authors' | 'categories', number | null | undefined]> = [
    ['pms_id', 'pmses', input.pms_id],
    ['author_id', 'authors', input.author_id],
    ['category_id', 'categories', input.category_id],
  ]
  const errors: FieldError[] = []
  for (const [field, collection, id] of checks) {
    if (id === null || id === undefined) continue
    const found = await payload.count({ collection, where: { id: { equals: id } }, req })
    if (found.totalDocs === 0) errors.push({ field, message: `no ${collection === 'pmses' ? 'PMS' : collection.slice(0, -1)} with id ${id}` })
  }
  return errors
}

export async function ingestArticle({ payload, principal, json, idempotencyKey, baseUrl }: IngestArgs): Promise<IngestResult> {
  const parsed = articleCreateSchema.safeParse(json)
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error))
  const input = parsed.data
  const fingerprint = requestFingerprint(json)

  const req = await createLocalReq({}, payload)
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

    const missing = await missingReferences(payload, input, req)
    if (missing.length > 0) throw validationFailed(missing)

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
      depth: 1,
      req,
    })
    const pmsSlug = typeof article.pms === 'object' ? article.pms.slug : ''
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
