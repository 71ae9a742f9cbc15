/**
 * What create-article and update-article share. They go through Payload's own create and update, as the person
 * who approved the grant, so every rule of the cockpit and the REST API holds (validation, slugs, reading time,
 * scheduling), and publishing triggers the same publishing jobs.
 */
import { z } from 'zod'

import type { Article } from '../../../content/payload-types'
import { articleSummarySchema } from '../views/articleViews'

export const articleResultSchema = { article: articleSummarySchema, message: z.string() }

export const stateSentence = (article: Article) =>
  article.is_published
    ? 'It is published; the publishing jobs (summary, related articles, social post) are running.'
    : article.scheduled
      ? `It is scheduled: it will be published at ${article.published_at}.`
      : 'It is a draft: nobody can read it yet. Ask a person to review and publish it, or publish it with update-article (is_published: true).'
