/** Articles as the tools show them: the summary of the list, and the whole of get-article. */
import { z } from 'zod'

import { ARTICLE_AI_USE_CHOICES, type ArticleAiUseChoice, articleAiUse } from '../../../content/articles/articleAiUse'
import { type AiUse, contentSignalOf, contentUsageOf } from '../../../ground/lib/aiUse'
import type { Article } from '../../../content/payload-types'
import { absolute, articlePath } from '../../../ground/paths'

const articleStates = ['published', 'scheduled', 'draft'] as const

export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  state: z.enum(articleStates),
  pms: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  url: z.string().describe('The public address; it answers only once the article is published'),
})

export const articleDetailSchema = articleSummarySchema.extend({
  body: z.string().describe('Markdown'),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  author: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe('The lead author: the first of authors'),
  authors: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('The byline, in order'),
  is_featured: z.boolean(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  summary: z.string().nullable(),
  ai_use: z
    .object({
      choice: z.enum(ARTICLE_AI_USE_CHOICES).describe("'site' follows the site's policy"),
      content_signal: z.string(),
      content_usage: z.string().describe('IETF AIPREF'),
    })
    .describe('What AI systems may do with the article, as its public answers say it'),
})

function aiUseView(choice: ArticleAiUseChoice | null | undefined, siteAiUse: AiUse) {
  const use = articleAiUse(choice, siteAiUse)
  return { choice: choice ?? 'site', content_signal: contentSignalOf(use), content_usage: contentUsageOf(use) }
}

const stateOf = (article: Pick<Article, 'is_published' | 'scheduled'>): (typeof articleStates)[number] =>
  article.is_published ? 'published' : article.scheduled ? 'scheduled' : 'draft'

const related = <T extends { id: number }>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

export function articleSummary(article: Article, baseUrl: string): z.infer<typeof articleSummarySchema> {
  const pms = related(article.pms)
  return {
    id: article.id,
    slug: article.slug ?? '',
    title: article.title,
    excerpt: article.excerpt ?? null,
    state: stateOf(article),
    pms: pms ? { id: pms.id, slug: pms.slug ?? '', name: pms.name } : null,
    published_at: article.published_at ?? null,
    updated_at: article.updatedAt,
    url: pms ? absolute(baseUrl, articlePath(pms.slug ?? '', article.slug ?? '')) : baseUrl,
  }
}

/** `siteAiUse`: the site's AI-use policy, which an article follows unless it has its own. */
export function articleDetail(
  article: Article,
  baseUrl: string,
  siteAiUse: AiUse,
): z.infer<typeof articleDetailSchema> {
  const category = related(article.category)
  const author = related(article.author)
  return {
    ...articleSummary(article, baseUrl),
    body: article.body ?? '',
    category: category ? { id: category.id, slug: category.slug ?? '', name: category.name } : null,
    author: author ? { id: author.id, name: author.name } : null,
    // An article written before co-bylines by an older instance has no list: its one author is its byline.
    authors: (article.authors?.length ? article.authors : [article.author]).flatMap((named) => {
      const found = related(named)
      return found ? [{ id: found.id, name: found.name }] : []
    }),
    is_featured: Boolean(article.is_featured),
    meta_title: article.meta_title ?? null,
    meta_description: article.meta_description ?? null,
    summary: article.summary ?? null,
    ai_use: aiUseView(article.ai_use, siteAiUse),
  }
}
