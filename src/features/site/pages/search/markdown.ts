/** Search results as markdown: front matter with the query and the count, then `1. [Title](url) — type, date — snippet`. */
import { dateOf, escapeInline, link } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import { absolute, searchIndexPath, searchPath } from '../../../../ground/paths'
import { type SearchPage, SEARCH_PAGE_SIZE } from './load'

export function searchMarkdown(page: SearchPage, baseUrl: string): string {
  const parts = [
    frontMatter({
      title: page.query ? `Search: ${page.query}` : 'Search',
      canonical_url: page.url,
      type: 'search',
      query: page.query,
      ...(page.correction ? { corrected_query: page.correction } : {}),
      count: page.total,
      ...(page.more ? { count_is_minimum: true } : {}),
      page: page.page,
    }),
    '# Search',
    '',
    escapeInline(page.message),
    '',
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
    if (page.page > 1) nav.push(link('Previous', absolute(baseUrl, searchPath(page.query, page.page - 1))))
    if (page.page < page.totalPages) nav.push(link('Next', absolute(baseUrl, searchPath(page.query, page.page + 1))))
    parts.push(nav.join(' '), '')
  }
  parts.push(
    `Search again: \`${absolute(baseUrl, searchIndexPath)}?q=<words>\` (at least 3 characters), with \`Accept: text/markdown\`.`,
    '',
  )
  return parts.join('\n')
}
