/**
 * The one write path of an article for the machine interfaces, `POST /api/articles` and MCP's create-article and
 * update-article alike: the spec's field names mapped to the collection's, the references checked (one statement),
 * and the write run in one transaction recorded as its writer's (`writeArticle`), whose refusals are mapped once
 * (src/content/entityWrite.ts: Payload's field errors, and a reference deleted under the write). What every writer
 * shares beyond this — markdown to rich text, the featured image, slugs, reading time, publication, versions, the
 * publishing jobs — lives in the collection's hooks, which the cockpit's saves run too.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'
import { validationFailed } from '../../ground/errors/AppError'
import { entityWrite } from '../entityWrite'
import type { ArticleAiUseChoice } from './articleAiUse'
import type { ArticleQuotePolicy } from './articleQuotePolicy'
import type { ArticleCreatePayload } from './articleCreateSchema'

/** The spec's article fields (create payload; all optional for a partial update). */
export interface ArticleInput {
  pms_id?: number
  author_id?: number
  /** A co-byline, in order; when given, `author_id` is its first (./articleCreateSchema.ts). */
  author_ids?: number[]
  category_id?: number | null
  title?: string
  slug?: string
  excerpt?: string | null
  body?: string
  featured_image?: string | null
  featured_image_caption?: string | null
  reading_time_minutes?: number | null
  is_published?: boolean
  is_featured?: boolean
  published_at?: string | null
  meta_title?: string | null
  meta_description?: string | null
  ai_use?: ArticleAiUseChoice
  quote_policy?: ArticleQuotePolicy
}

const SAME_NAME = [
  'title',
  'slug',
  'excerpt',
  'body',
  'featured_image',
  'featured_image_caption',
  'is_published',
  'is_featured',
  'meta_title',
  'meta_description',
  'ai_use',
  'quote_policy',
] as const

type ArticleData = RequiredDataFromCollectionSlug<'articles'>

function copyGiven<F extends (typeof SAME_NAME)[number]>(data: Partial<ArticleData>, input: ArticleInput, field: F) {
  if (input[field] !== undefined) data[field] = input[field]
}

/** Payload's article data for the fields given; a field left out stays as it is. */
export function articleData(input: ArticleInput): Partial<ArticleData> {
  const data: Partial<ArticleData> = {}
  for (const field of SAME_NAME) copyGiven(data, input, field)
  // An omitted (or null) reading time is computed from the body.
  if (input.reading_time_minutes !== undefined && input.reading_time_minutes !== null)
    data.reading_time_minutes = input.reading_time_minutes
  if (input.pms_id !== undefined) data.pms = input.pms_id
  // One author alone is a byline of one (the collection's leadAuthorFromByline); a list sets the lead to its first.
  if (input.author_id !== undefined) data.author = input.author_id
  if (input.author_ids !== undefined) {
    data.authors = input.author_ids
    data.author = input.author_ids[0]
  }
  if (input.category_id !== undefined) data.category = input.category_id
  if (input.published_at !== undefined)
    data.published_at = input.published_at === null ? null : new Date(input.published_at).toISOString()
  // Taking an article down takes a scheduled one down too (otherwise it would still publish at its date).
  if (input.is_published === false) data.scheduled = false
  return data
}

/** Payload's data for a new article: the create payload requires what the collection requires. */
export const newArticleData = (input: ArticleCreatePayload): ArticleData => ({
  ...articleData(input),
  title: input.title,
  pms: input.pms_id,
  author: input.author_ids?.[0] ?? input.author_id!,
  authors: input.author_ids ?? [input.author_id!],
})

export type ArticleReference = 'pms_id' | 'author_id' | 'author_ids' | 'category_id'

/**
 * Which of the ids given name nothing (a dangling id would otherwise reach the foreign key as a database error),
 * and the PMS's slug for the article's URL. One statement: this runs on every create; in the request's transaction
 * when it has one, else on its own (the ingestion API asks while the token is checked, before its transaction).
 */
export async function checkArticleReferences(
  req: PayloadRequest,
  input: ArticleInput,
): Promise<{ missing: ArticleReference[]; pmsSlug: string | null }> {
  const [found] = await queryInRequest<{
    pms_slug: string | null
    author: boolean
    unknown_authors: number
    category: boolean
  }>(
    req,
    sql`SELECT (SELECT slug FROM pmses WHERE id = ${input.pms_id ?? null}) AS pms_slug,
               EXISTS (SELECT 1 FROM authors WHERE id = ${input.author_id ?? null}) AS author,
               (SELECT count(*)::int FROM unnest(${sql.param(input.author_ids ?? [])}::int[]) given (id)
                WHERE NOT EXISTS (SELECT 1 FROM authors WHERE authors.id = given.id)) AS unknown_authors,
               EXISTS (SELECT 1 FROM categories WHERE id = ${input.category_id ?? null}) AS category`,
  )
  const missing: ArticleReference[] = []
  if (input.pms_id != null && !found?.pms_slug) missing.push('pms_id')
  if (input.author_id != null && !found?.author) missing.push('author_id')
  if (input.author_ids !== undefined && (found?.unknown_authors ?? 0) > 0) missing.push('author_ids')
  if (input.category_id != null && !found?.category) missing.push('category_id')
  return { missing, pmsSlug: found?.pms_slug ?? null }
}

const REFERENCE_MESSAGES: Record<ArticleReference, string> = {
  pms_id: 'refers to a PMS that does not exist',
  author_id: 'refers to an author that does not exist',
  author_ids: 'names an author that does not exist',
  category_id: 'refers to a category that does not exist',
}

const referenceErrors = (missing: ArticleReference[]) =>
  missing.map((field) => ({ field, message: REFERENCE_MESSAGES[field] }))

/** The 422 naming each id that names nothing. */
export const danglingReferences = (missing: ArticleReference[]) => validationFailed(referenceErrors(missing))

/** Throws the 422 naming each id of `input` that names nothing (in the request's transaction); else nothing. */
export async function refuseDanglingReferences(req: PayloadRequest, input: ArticleInput): Promise<void> {
  const { missing } = await checkArticleReferences(req, input)
  if (missing.length > 0) throw danglingReferences(missing)
}

/**
 * An article write (`work`, with what it writes beside the article: an idempotency record, an audit record) in the
 * transaction `req` holds (`beginWrite`), recorded as `writer`'s: committed, or rolled back and refused (an
 * AppError, status 422, with the fields; a PMS, author or category deleted since the references were looked up is
 * told as if it had been gone before), any other error thrown on.
 */
export const writeArticle = entityWrite<ArticleInput>(async (req, input) =>
  referenceErrors((await checkArticleReferences(req, input)).missing),
)
