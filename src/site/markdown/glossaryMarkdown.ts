/** The glossary as markdown: the A–Z index as lists, and a term with its definition, text and related links. */
import { frontMatter } from '../../markdown/frontMatter'
import type { GlossaryIndex, GlossaryTermPage } from '../loaders/loadGlossaryPages'
import { absoluteLinks } from './absoluteLinks'
import { escapeInline, link } from './blocks'

export function glossaryIndexMarkdown(index: GlossaryIndex): string {
  const parts = [
    frontMatter({ title: 'Glossary', canonical_url: index.url, type: 'glossary', description: 'Hotel technology terms, A to Z.' }),
    '# Glossary',
    '',
    'Hotel technology terms, A to Z.',
    '',
  ]
  for (const group of index.letters) {
    parts.push(`## ${group.letter}`, '', ...group.terms.map((item) => `- ${link(item.term, item.url)}: ${escapeInline(item.definition)}`), '')
  }
  return parts.join('\n')
}

export function glossaryTermMarkdown(page: GlossaryTermPage, baseUrl: string): string {
  const parts = [
    frontMatter({ title: page.term, canonical_url: page.url, type: 'glossary-term', updated_at: page.updatedAt, description: page.definition }),
    `# ${escapeInline(page.term)}`,
    '',
    `> ${escapeInline(page.definition)}`,
    '',
  ]
  if (page.body) parts.push(absoluteLinks(page.body.trim(), baseUrl), '')
  if (page.relatedTerms.length > 0) parts.push('## Related terms', '', ...page.relatedTerms.map((item) => `- ${link(item.term, item.url)}`), '')
  if (page.relatedPmses.length > 0) parts.push('## PMSes', '', ...page.relatedPmses.map((item) => `- ${link(item.name, item.url)}`), '')
  parts.push(`Back to the ${link('glossary', `${baseUrl}/glossary`)}.`, '')
  return parts.join('\n')
}
