/**
 * What create-article and update-article share. They go through Payload's own create and update, as the person
 * who approved the grant, so every rule of the cockpit and the REST API holds (validation, slugs, reading time,
 * scheduling), and publishing triggers the same publishing jobs.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import {
  type ArticleInput,
  type ArticleReference,
  checkArticleReferences,
} from '../../../content/articles/articleWrite'
import type { Article } from '../../../payload-types'
import { authorsList } from '../../references'
import type { ToolContext } from '../../toolContext'
import { articleSummarySchema } from '../views/articleViews'

export const articleResultSchema = { article: articleSummarySchema, message: z.string() }

/** A refusal naming the dangling ids and where the right ones are found. */
export async function danglingReferences(
  ctx: ToolContext,
  req: PayloadRequest,
  input: ArticleInput,
): Promise<string | null> {
  const { missing } = await checkArticleReferences(req, input)
  if (missing.length === 0) return null
  const finders: Record<ArticleReference, () => Promise<string> | string> = {
    pms_id: () => 'list-pmses',
    author_id: () => authorsList(ctx, req),
    category_id: () => 'list-categories',
  }
  const field = missing[0]!
  return `${field} ${input[field]} names no existing record; find the right id with ${await finders[field]()}.`
}

export const stateSentence = (article: Article) =>
  article.is_published
    ? 'It is published; the publishing jobs (summary, related articles, social post) are running.'
    : article.scheduled
      ? `It is scheduled: it will be published at ${article.published_at}.`
      : 'It is a draft: nobody can read it yet. Ask a person to review and publish it, or publish it with update-article (is_published: true).'
