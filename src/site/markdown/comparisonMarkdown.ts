/** Comparisons as markdown: the list, and one comparison's side-by-side tables, text and verdict. */
import { frontMatter } from '../../markdown/frontMatter'
import type { ComparisonIndex, ComparisonPage } from '../loaders/loadComparisonPages'
import { absoluteLinks } from './absoluteLinks'
import { escapeInline, link, table } from './blocks'

export function comparisonIndexMarkdown(index: ComparisonIndex): string {
  return [
    frontMatter({ title: 'Comparisons', canonical_url: index.url, type: 'comparisons', description: 'PMSes compared side by side.' }),
    '# Comparisons',
    '',
    ...index.comparisons.map((item) => `- ${link(item.title, item.url)}${item.pmsNames.length ? ` — ${item.pmsNames.map(escapeInline).join(', ')}` : ''}`),
    '',
  ].join('\n')
}

export function comparisonMarkdown(page: ComparisonPage, baseUrl: string): string {
  const header = ['', ...page.pmses.map((pms) => pms.name)]
  const parts = [
    frontMatter({ title: page.title, canonical_url: page.url, type: 'comparison', updated_at: page.updatedAt, pms: page.pmses.map((pms) => pms.name), description: page.verdict }),
    `# ${escapeInline(page.title)}`,
    '',
    `Compared: ${page.pmses.map((pms) => link(pms.name, pms.url)).join(', ')}.`,
    '',
    '## Facts',
    '',
    table(header, page.facts.map((row) => [escapeInline(row.label), ...row.values.map(escapeInline)])),
    '',
    '## Capabilities',
    '',
    table(header, page.capabilities.map((row) => [escapeInline(row.label), ...row.values.map((value) => (value ? 'yes' : 'no'))])),
    '',
    absoluteLinks(page.body.trim(), baseUrl),
    '',
  ]
  if (page.verdict) parts.push('## Verdict', '', escapeInline(page.verdict), '')
  return parts.join('\n')
}
