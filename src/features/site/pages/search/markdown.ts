/**
 * Search results as markdown: front matter with the query, the filters and the count, the filters in force each with
 * the address without it, then `1. [Title](url) — type, date — snippet`.
 */
import { dateOf, escapeInline, link } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import { absolute, searchIndexPath, searchPath } from '../../../../ground/paths'
import { type SearchPage, SEARCH_PAGE_SIZE } from './load'

/** `filters: {"tag":"cloud"}`: the filters in force (or asked for and unknown), by kind. */
const bySlug = (filters: SearchPage['filters']['active']) =>
  filters.length > 0 ? Object.fromEntries(filters.map((filter) => [filter.kind, filter.slug])) : undefined

export function searchMarkdown(page: SearchPage, baseUrl: string): string {
  const slugs = bySlug(page.filters.active) ?? {}
  const shown = [...page.filters.active, ...page.filters.unknown]
  const parts = [
    frontMatter({
      title: page.query ? `Search: ${page.query}` : 'Search',
      canonical_url: page.url,
      type: 'search',
      query: page.query,
      filters: bySlug(page.filters.active),
      unknown_filters: bySlug(page.filters.unknown),
      ...(page.correction ? { corrected_query: page.correction } : {}),
      count: page.total,
      ...(page.more ? { count_is_minimum: true } : {}),
      page: page.page,
    }),
    '# Search',
    '',
    escapeInline(page.message),
    '',
    ...(shown.length > 0
      ? [
          'Filtered by:',
          '',
          ...shown.map(
            (filter) =>
              `- ${escapeInline(`${filter.label}: ${filter.name}`)} (${link('remove', absolute(baseUrl, filter.clearUrl))})`,
          ),
          '',
        ]
      : []),
  ]
  const first = (page.page - 1) * SEARCH_PAGE_SIZE + 1
  page.results.forEach((result, index) => {
    const snippet = result.snippet
      .map((part) => (part.highlighted ? `**${escapeInline(part.text)}**` : escapeInline(part.text)))
      .join('')
    const facts = [result.typeLabel.toLowerCase(), result.date ? `${result.dateLabel} ${dateOf(result.date)}` : null]
      .filter(Boolean)
      .join(', ')
    parts.push(`${first + index}. ${link(result.title, result.url)} — ${facts}${snippet ? ` — ${snippet}` : ''}`)
  })
  if (page.results.length > 0) parts.push('')
  if (page.suggestions) {
    parts.push('## Start from a PMS', '', ...page.suggestions.pmses.map((pms) => `- ${link(pms.name, pms.url)}`), '')
    if (page.suggestions.terms.length > 0)
      parts.push('## Or from a term', '', ...page.suggestions.terms.map((term) => `- ${link(term.name, term.url)}`), '')
  }
  if (page.totalPages > 1) {
    const nav = [`Page ${page.page} of ${page.totalPages}.`]
    if (page.page > 1) nav.push(link('Previous', absolute(baseUrl, searchPath(page.query, page.page - 1, slugs))))
    if (page.page < page.totalPages)
      nav.push(link('Next', absolute(baseUrl, searchPath(page.query, page.page + 1, slugs))))
    parts.push(nav.join(' '), '')
  }
  parts.push(
    `Search again: \`${absolute(baseUrl, searchIndexPath)}?q=<words>\` (at least 3 characters), narrowed to articles by \`&tag=\`, \`&pms=\` and \`&category=\` (slugs; without words, the newest articles they let through), with \`Accept: text/markdown\`.`,
    '',
  )
  return parts.join('\n')
}
