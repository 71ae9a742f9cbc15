/**
 * An article's corrections and updates, newest first, as good news sites show them under the story ("Correction,
 * 2 Dec 2026: …"): on its page and in its feed items (./correctionNotesHtml.ts renders the same words as a string).
 */
import type { CorrectionNote } from '../../../content/articles/articleCorrections'
import { correctionHeading } from './correctionNotesHtml'

export function CorrectionNotes({ notes }: { notes: readonly CorrectionNote[] }) {
  if (notes.length === 0) return null
  return (
    <aside className="article-summary article-corrections" id="corrections" aria-labelledby="corrections-heading">
      <h2 id="corrections-heading">Corrections and updates</h2>
      {notes.map((note) => (
        <p key={`${note.date}${note.text}`}>
          <strong>
            <time dateTime={note.date}>{correctionHeading(note)}</time>:
          </strong>
          {` ${note.text}`}
        </p>
      ))}
    </aside>
  )
}
