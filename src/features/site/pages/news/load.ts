/** The archive (`/news`): every published article, newest first, twenty to a page. */
import type { Payload } from 'payload'

import { type ArticleList, loadArticleSummaries } from '../../../../content/articles/articleSummaries'
import { absolute, newsIndexPath } from '../../../../ground/paths'

export interface NewsArchive {
  url: string
  articles: ArticleList
}

const ARCHIVE_PAGE_SIZE = 20

export async function loadNewsArchive(payload: Payload, page: number, baseUrl: string): Promise<NewsArchive | null> {
  const articles = await loadArticleSummaries(payload, {}, baseUrl, page, ARCHIVE_PAGE_SIZE)
  if (page > 1 && page > articles.totalPages) return null
  return { url: absolute(baseUrl, newsIndexPath), articles }
}
