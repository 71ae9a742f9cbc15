/**
 * The spec's "Article (create payload, JSON)", exactly: names, types, limits and defaults. The same schema
 * validates POST /api/articles and generates the OpenAPI document's request body, so the two cannot drift.
 * Unknown fields are refused (`strict`), so that a misspelt field is an error rather than silently dropped.
 */
import { z } from 'zod'

import { line as text255, recordId as id, slug, text } from '../fieldRules'
import { MAX_ARTICLE_TAGS } from '../tags/articleTags'
import { ARTICLE_AI_USE_CHOICES } from './articleAiUse'
import { ARTICLE_QUOTE_POLICIES } from './articleQuotePolicy'
import { authorIdList } from './byline'

/** The fields of the create payload, without the rule that joins `author_id` and `author_ids` (for partial updates). */
export const articleCreateFields = z
  .object({
    pms_id: id.describe('Id of the PMS the article is about'),
    author_id: id
      .optional()
      .describe('Id of the author; required unless author_ids is given, and then the first of them'),
    author_ids: authorIdList
      .optional()
      .describe(
        'Ids of the authors of a co-byline, in byline order (1 to 10, none twice); the first is the lead author',
      ),
    category_id: id.nullable().optional().describe('Id of the category'),
    tags: z
      .array(text255.min(1, 'must not be empty'))
      .max(MAX_ARTICLE_TAGS, `at most ${MAX_ARTICLE_TAGS} tags`)
      .optional()
      .describe(
        "The article's tags, in order: each an existing tag's slug or name (any case). A name no tag has makes a new tag for an editor or admin, and is refused for anyone else. Given, it replaces the article's tags; [] removes them.",
      ),
    title: text255.min(1, 'must not be empty'),
    slug: slug.optional().describe('Derived from the title when omitted'),
    excerpt: text.nullable().optional(),
    body: text
      .min(1, 'must not be empty')
      .describe(
        "Markdown (GFM). Stored as the cockpit's rich text and read back in its canonical form (docs/decisions/016); constructs the editor has no node for are kept verbatim. An image path of ours (/media/…) that names no media item is refused.",
      ),
    featured_image: text255
      .nullable()
      .optional()
      .describe(
        'The path or URL of one of our images (/media/<directory>/<file>; linked to that media item), or the http(s) URL of an image on another site. A path of ours that names no media item is refused.',
      ),
    featured_image_caption: text255.nullable().optional(),
    reading_time_minutes: z.number().int().min(0).nullable().optional().describe('Computed from the body when omitted'),
    is_published: z.boolean().default(false),
    is_featured: z.boolean().default(false),
    published_at: z.iso
      .datetime({ offset: true })
      .refine((value) => /^(?!0000)\d{4}-/.test(value), 'must be a date from year 0001 to 9999')
      .nullable()
      .optional()
      .describe('ISO 8601 date-time'),
    meta_title: text255.nullable().optional(),
    meta_description: text.nullable().optional(),
    ai_use: z
      .enum(ARTICLE_AI_USE_CHOICES)
      .optional()
      .describe(
        "What AI systems may do with this article: 'site' (the site's policy, the default), 'train' (quote and train), 'answers' (quote with a link, no training) or 'search-only'. Sent with the article as Content-Signal, Content-Usage and TDMRep.",
      ),
    quote_policy: z
      .enum(ARTICLE_QUOTE_POLICIES)
      .optional()
      .describe(
        "Whose quote posts of this article are accepted on Mastodon and the fediverse (FEP-044f): 'anyone' (the default), 'followers' (the site's and its PMS's followers) or 'nobody'. Quotes accepted before stay when it changes.",
      ),
  })
  .strict()

/**
 * The byline named one way or the other: `author_id` (the spec's one author) or `author_ids` (a co-byline, in order);
 * both only when they agree on the lead author. Checked even when other fields are wrong, so that every refusal is
 * told at once.
 */
function bylineGiven(input: Byline, ctx: z.RefinementCtx): void {
  if (typeof input !== 'object' || input === null) return
  if (input.author_id === undefined && input.author_ids === undefined)
    ctx.addIssue({ code: 'custom', path: ['author_id'], message: 'is required unless author_ids is given' })
  else bylineAgrees(input, ctx)
}

type Byline = { author_id?: number; author_ids?: number[] }

/** `author_id` and `author_ids`, when both are given, agree on the lead author (a partial update gives either or none). */
export function bylineAgrees(input: Byline, ctx: z.RefinementCtx): void {
  if (typeof input !== 'object' || input === null) return
  const { author_id: lead, author_ids: ids } = input
  if (lead !== undefined && Array.isArray(ids) && ids[0] !== lead)
    ctx.addIssue({
      code: 'custom',
      path: ['author_id'],
      message: 'must be the first of author_ids when both are given',
    })
}

export const articleCreateSchema = articleCreateFields.superRefine(bylineGiven, { when: () => true })

export type ArticleCreatePayload = z.infer<typeof articleCreateSchema>

export const createdArticleSchema = z.object({
  message: z.string(),
  article: z.object({ id: z.number().int(), slug: z.string(), url: z.url() }),
})
