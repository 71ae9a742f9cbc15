/** The glossary as markdown: the A–Z index as lists. */
import { escapeInline, link } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import type { GlossaryIndex } from './load'
import { GLOSSARY_DESCRIPTION } from './metadata'

export function glossaryMarkdown(index: GlossaryIndex): string {
  const parts = [
    frontMatter({ title: 'Glossary', canonical_url: index.url, type: 'glossary', description: GLOSSARY_DESCRIPTION }),
    '# Glossary',
    '',
    GLOSSARY_DESCRIPTION,
    '',
  ]
  for (const group of index.letters) {
    parts.push(
      `## ${group.letter}`,
      '',
      ...group.terms.map((item) => `- ${link(item.term, item.url)}: ${escapeInline(item.definition)}`),
      '',
    )
  }
  return parts.join('\n')
}
