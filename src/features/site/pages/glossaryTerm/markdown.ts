/** A glossary term as markdown: its definition, text and related links. */
import { absoluteLinks } from '../../../../ground/markdown/absoluteLinks'
import { escapeInline, link } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import { absolute, glossaryIndexPath } from '../../../../ground/paths'
import type { GlossaryTermPage } from './load'

export function glossaryTermMarkdown(page: GlossaryTermPage, baseUrl: string): string {
  const parts = [
    frontMatter({
      title: page.term,
      canonical_url: page.url,
      type: 'glossary-term',
      updated_at: page.updatedAt,
      description: page.definition,
    }),
    `# ${escapeInline(page.term)}`,
    '',
    `> ${escapeInline(page.definition)}`,
    '',
  ]
  if (page.body) parts.push(absoluteLinks(page.body.trim(), baseUrl), '')
  if (page.relatedTerms.length > 0)
    parts.push('## Related terms', '', ...page.relatedTerms.map((item) => `- ${link(item.term, item.url)}`), '')
  if (page.relatedPmses.length > 0)
    parts.push('## PMSes', '', ...page.relatedPmses.map((item) => `- ${link(item.name, item.url)}`), '')
  parts.push(`Back to the ${link('glossary', absolute(baseUrl, glossaryIndexPath))}.`, '')
  return parts.join('\n')
}
