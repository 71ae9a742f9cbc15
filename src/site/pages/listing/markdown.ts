/** A category or author listing as markdown. */
import { dateOf, escapeInline, link, pagination } from '../../../markdown/blocks'
import { frontMatter } from '../../../markdown/frontMatter'
import type { ListingPage } from './load'

export function listingMarkdown(page: ListingPage): string {
  const parts = [
    frontMatter({ title: page.name, canonical_url: page.url, type: page.kind, description: page.description }),
    `# ${escapeInline(page.name)}`,
    '',
  ]
  if (page.description) parts.push(escapeInline(page.description), '')
  parts.push(`## Articles (${page.articles.totalDocs})`, '')
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
