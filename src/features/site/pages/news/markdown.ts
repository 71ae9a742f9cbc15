/** The archive as markdown: one page of stories, each a link with its PMS and date. */
import { pagination } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import { storyLines } from '../listing/markdown'
import type { NewsArchive } from './load'
import { NEWS_DESCRIPTION } from './metadata'

export function newsArchiveMarkdown(page: NewsArchive): string {
  const parts = [
    frontMatter({ title: 'All news', canonical_url: page.url, type: 'archive', description: NEWS_DESCRIPTION }),
    '# All news',
    '',
  ]
  parts.push(...storyLines(page.articles.articles), '')
  const pages = pagination(page.url, page.articles.page, page.articles.totalPages)
  if (pages) parts.push(pages, '')
  return parts.join('\n')
}
