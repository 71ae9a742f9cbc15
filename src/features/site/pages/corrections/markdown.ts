/** The corrections page as markdown: one page of notes, each with its story's link and date. */
import { escapeInline, link, pagination } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import { correctionHeading } from '../../components/correctionNotesHtml'
import type { CorrectionsList } from './load'
import { CORRECTIONS_DESCRIPTION } from './metadata'

export function correctionsMarkdown(page: CorrectionsList): string {
  const parts = [
    frontMatter({
      title: 'Corrections and updates',
      canonical_url: page.url,
      type: 'corrections',
      description: CORRECTIONS_DESCRIPTION,
    }),
    '# Corrections and updates',
    '',
  ]
  if (page.notes.length === 0) parts.push('No corrections or updates yet.', '')
  for (const note of page.notes) {
    parts.push(
      `- ${link(note.article.title, note.article.url)}: **${correctionHeading(note)}:** ${escapeInline(note.text)}`,
    )
  }
  if (page.notes.length > 0) parts.push('')
  const pages = pagination(page.url, page.page, page.totalPages)
  if (pages) parts.push(pages, '')
  return parts.join('\n')
}
