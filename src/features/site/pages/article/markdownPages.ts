import type { Payload } from 'payload'

import { publishedArticlesInFullNewestFirst } from '../../../../content/articles/publishedArticle'
import { type ArticleMarkdownPage, distinctCards, markdownPageOf } from './load'

/**
 * Every published article's page as its markdown shows it, newest first, read `batch` at a time: for the documents
 * that carry articles whole (llms-full.txt). The body's HTML is neither read nor rendered; its token count is the kept
 * one, where there is one, as on the `.md` page.
 */
export async function* articleMarkdownPagesNewestFirst(
  payload: Payload,
  baseUrl: string,
  batch: number,
): AsyncGenerator<ArticleMarkdownPage> {
  for await (const found of publishedArticlesInFullNewestFirst(payload, baseUrl, batch)) {
    const page = await markdownPageOf(payload, found.article, baseUrl, {
      related: distinctCards(found.relatedCards, baseUrl),
      image: found.featuredMedia,
      bodyTokens: found.keptBody.tokens,
      replies: found.replies,
      standardSiteDocument: found.standardSiteDocument,
    })
    if (page) yield page
  }
}
