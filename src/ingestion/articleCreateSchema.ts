/**
 * The spec's "Article (create payload, JSON)", exactly: names, types, limits and defaults. The same schema
 * validates POST /api/articles and generates the OpenAPI document's request body, so the two cannot drift.
 * Unknown fields are refused (`strict`), so that a misspelt field is an error rather than silently dropped.
 */
import { z } from 'zod'

import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../lib/slugify'

const id = z.number().int().positive()
const text255 = z.string().max(255, 'must be at most 255 characters')

export const articleCreateSchema = z
  .object({
    pms_id: id.describe('Id of the PMS the article is about'),
    author_id: id.describe('Id of the author'),
    category_id: id.nullable().optional().describe('Id of the category'),
    title: text255.min(1, 'must not be empty'),
    slug: z
      .string()
      .max(SLUG_MAX_LENGTH, `must be at most ${SLUG_MAX_LENGTH} characters`)
      .regex(SLUG_PATTERN, 'must contain only lower-case letters, digits and single hyphens')
      .optional()
      .describe('Derived from the title when omitted'),
    excerpt: z.string().nullable().optional(),
    body: z.string().min(1, 'must not be empty').describe('Markdown'),
    featured_image: text255.nullable().optional(),
    featured_image_caption: text255.nullable().optional(),
    reading_time_minutes: z.number().int().min(0).nullable().optional().describe('Computed from the body when omitted'),
    is_published: z.boolean().default(false),
    is_featured: z.boolean().default(false),
    published_at: z.iso.datetime({ offset: true }).nullable().optional().describe('ISO 8601 date-time'),
    meta_title: text255.nullable().optional(),
    meta_description: z.string().nullable().optional(),
  })
  .strict()

export type ArticleCreatePayload = z.infer<typeof articleCreateSchema>

export const createdArticleSchema = z.object({
  message: z.string(),
  article: z.object({ id: z.number().int(), slug: z.string(), url: z.url() }),
})
