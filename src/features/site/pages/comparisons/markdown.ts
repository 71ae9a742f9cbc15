/** The comparisons as markdown: each a link, with the PMSes it compares. */
import { escapeInline, link } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import type { ComparisonIndex } from './load'
import { COMPARISONS_DESCRIPTION } from './metadata'

export function comparisonsMarkdown(index: ComparisonIndex): string {
  return [
    frontMatter({
      title: 'Comparisons',
      canonical_url: index.url,
      type: 'comparisons',
      description: COMPARISONS_DESCRIPTION,
    }),
    '# Comparisons',
    '',
    ...index.comparisons.map(
      (item) =>
        `- ${link(item.title, item.url)}${item.pmsNames.length ? ` — ${item.pmsNames.map(escapeInline).join(', ')}` : ''}`,
    ),
    '',
  ].join('\n')
}
