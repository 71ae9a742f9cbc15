/** A PMS hub as markdown: the profile's facts and capabilities as tables, then its articles, comparisons and press. */
import { absoluteLinks } from '../../../../ground/markdown/absoluteLinks'
import { dateOf, escapeInline, link, pagination, table } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import { feedsFrontMatter, feedsLine } from '../../listFeeds'
import type { PmsPage } from './load'

export function pmsMarkdown(page: PmsPage, baseUrl: string): string {
  const parts = [
    frontMatter({
      title: page.name,
      canonical_url: page.url,
      type: 'pms-profile',
      updated_at: page.updatedAt,
      description: page.tagline,
      feeds: feedsFrontMatter(page.feeds),
      fediverse: page.fediverseHandle,
    }),
    `# ${escapeInline(page.name)}`,
    '',
  ]
  if (page.tagline) parts.push(`> ${escapeInline(page.tagline)}`, '')
  if (page.facts.length > 0)
    parts.push(
      '## Facts',
      '',
      table(
        ['Fact', 'Value'],
        page.facts.map((row) => [escapeInline(row.label), escapeInline(row.value)]),
      ),
      '',
    )
  parts.push(
    '## Capabilities',
    '',
    table(
      ['Capability', 'Available'],
      page.capabilities.map((row) => [escapeInline(row.label), row.available ? 'yes' : 'no']),
    ),
    '',
  )
  if (page.integrations.length > 0)
    parts.push('## Integrations', '', ...page.integrations.map((name) => `- ${escapeInline(name)}`), '')
  if (page.profile) parts.push('## Profile', '', absoluteLinks(page.profile.trim(), baseUrl), '')
  parts.push(`## Articles (${page.articles.totalDocs})`, '')
  parts.push(
    ...(page.articles.articles.length > 0
      ? page.articles.articles.map(
          (article) =>
            `- ${link(article.title, article.url)}${article.publishedAt ? ` — ${dateOf(article.publishedAt)}` : ''}`,
        )
      : ['No articles yet.']),
    '',
  )
  const pages = pagination(page.url, page.articles.page, page.articles.totalPages)
  if (pages) parts.push(pages, '')
  parts.push(feedsLine(page.feeds), '')
  if (page.fediverseHandle)
    parts.push(
      `On Mastodon and the fediverse: follow \`${page.fediverseHandle}\` for ${escapeInline(page.name)} news.`,
      '',
    )
  if (page.comparisons.length > 0)
    parts.push('## Comparisons', '', ...page.comparisons.map((item) => `- ${link(item.title, item.url)}`), '')
  if (page.prLinks.length > 0) {
    parts.push(
      '## In the press',
      '',
      ...page.prLinks.map(
        (item) =>
          `- ${link(item.title, item.url)}${item.publisher ? ` — ${escapeInline(item.publisher)}` : ''}${item.date ? `, ${dateOf(item.date)}` : ''}`,
      ),
      '',
    )
  }
  return parts.join('\n')
}
