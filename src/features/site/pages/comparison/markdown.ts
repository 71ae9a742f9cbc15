/** A comparison as markdown: the side-by-side tables, the text and the verdict. */
import { absoluteLinks } from '../../../../ground/markdown/absoluteLinks'
import { escapeInline, link, table } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import type { ComparisonPage } from './load'

export function comparisonMarkdown(page: ComparisonPage, baseUrl: string): string {
  const header = ['', ...page.pmses.map((pms) => pms.name)]
  const parts = [
    frontMatter({
      title: page.title,
      canonical_url: page.url,
      type: 'comparison',
      updated_at: page.updatedAt,
      reviewed_at: page.reviewedAt,
      ...(page.author ? { author: page.author.name } : {}),
      pms: page.pmses.map((pms) => pms.name),
      description: page.verdict,
    }),
    `# ${escapeInline(page.title)}`,
    '',
    `${page.author ? `By ${link(page.author.name, page.author.url)}. ` : ''}Compared: ${page.pmses.map((pms) => link(pms.name, pms.url)).join(', ')}. Last reviewed ${page.reviewedAt.slice(0, 10)}.`,
    '',
    '## Facts',
    '',
    table(
      header,
      page.facts.map((row) => [escapeInline(row.label), ...row.values.map(escapeInline)]),
    ),
    '',
    '## Capabilities',
    '',
    table(
      header,
      page.capabilities.map((row) => [escapeInline(row.label), ...row.values.map((value) => (value ? 'yes' : 'no'))]),
    ),
    '',
    absoluteLinks(page.body.trim(), baseUrl),
    '',
  ]
  if (page.verdict) parts.push('## Verdict', '', escapeInline(page.verdict), '')
  return parts.join('\n')
}
