/** A category, tag or author listing as markdown. */
import { dateOf, escapeInline, link, pagination } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import type { ArticleSummary } from '../../../../content/articles/articleSummaries'
import { feedsFrontMatter, feedsLine } from '../../listFeeds'
import type { ListingPage } from './load'

/** A list of stories as markdown lines: each a link with its PMS and date. */
export const storyLines = (articles: ArticleSummary[]): string[] =>
  articles.length > 0
    ? articles.map(
        (article) =>
          `- ${link(article.title, article.url)} — ${escapeInline(article.pmsName)}${article.publishedAt ? `, ${dateOf(article.publishedAt)}` : ''}`,
      )
    : ['No articles yet.']

export function listingMarkdown(page: ListingPage): string {
  const parts = [
    frontMatter({
      title: page.name,
      canonical_url: page.url,
      type: page.kind,
      description: page.description,
      feeds: feedsFrontMatter(page.feeds),
    }),
    `# ${escapeInline(page.name)}`,
    '',
  ]
  if (page.description) parts.push(escapeInline(page.description), '')
  parts.push(`## Articles (${page.articles.totalDocs})`, '')
  parts.push(...storyLines(page.articles.articles), '')
  const pages = pagination(page.url, page.articles.page, page.articles.totalPages)
  if (pages) parts.push(pages, '')
  parts.push(feedsLine(page.feeds), '')
  return parts.join('\n')
}
