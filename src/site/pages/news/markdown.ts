/** The archive as markdown: one page of stories, each a link with its PMS and date. */
import { dateOf, escapeInline, link, pagination } from '../../../markdown/blocks'
import { frontMatter } from '../../../markdown/frontMatter'
import type { NewsArchive } from './load'
import { NEWS_DESCRIPTION } from './metadata'

export function newsArchiveMarkdown(page: NewsArchive): string {
  const parts = [frontMatter({ title: 'All news', canonical_url: page.url, type: 'archive', description: NEWS_DESCRIPTION }), '# All news', '']
  parts.push(
    ...(page.articles.articles.length > 0
      ? page.articles.articles.map((article) => `- ${link(article.title, article.url)} — ${escapeInline(article.pmsName)}${article.publishedAt ? `, ${dateOf(article.publishedAt)}` : ''}`)
      : ['No articles yet.']),
    '',
  )
  const pages = pagination(page.url, page.articles.page, page.articles.totalPages)
  if (pages) parts.push(pages, '')
  return parts.join('\n')
}
