/**
 * An article's corrections and updates as words and as an HTML string: the heading of each note ("Correction,
 * 2 Dec 2026") for the page (./CorrectionNotes.tsx), the markdown, the feeds and the ActivityPub object alike.
 */
import { CORRECTION_LABELS, type CorrectionNote } from '../../../content/articles/articleCorrections'
import { escapeHtml } from '../../../ground/lib/escapeHtml'
import { shortDate } from './formatDate'

/** "Correction, 2 Dec 2026". */
export const correctionHeading = (note: CorrectionNote) => `${CORRECTION_LABELS[note.kind]}, ${shortDate(note.date)}`

/** The notes as a section of HTML after a body (feeds, the ActivityPub object); empty when there are none. */
export function correctionNotesHtml(notes: readonly CorrectionNote[]): string {
  if (notes.length === 0) return ''
  const items = notes.map(
    (note) => `<p><strong>${escapeHtml(correctionHeading(note))}:</strong> ${escapeHtml(note.text)}</p>`,
  )
  return `<aside><h2>Corrections and updates</h2>${items.join('')}</aside>`
}
