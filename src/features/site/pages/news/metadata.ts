import type { PageHead } from '../../pageHead'
import { listPageUrl } from '../../../../ground/paths'
import type { NewsArchive } from './load'

export const NEWS_DESCRIPTION = 'Every story about hotel property management systems, newest first.'

/** Each page of the archive is its own canonical page (`?page=2` is not a copy of the first). */
export const newsArchiveMetadata = (page: NewsArchive): PageHead => ({
  title: page.articles.page > 1 ? `All news, page ${page.articles.page}` : 'All news',
  description: NEWS_DESCRIPTION,
  canonical: listPageUrl(page.url, page.articles.page),
})
