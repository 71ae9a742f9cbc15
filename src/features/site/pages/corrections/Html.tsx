import { correctionHeading } from '../../components/correctionNotesHtml'
import { listPageUrl } from '../../../../ground/paths'
import type { CorrectionsList } from './load'
import { CORRECTIONS_DESCRIPTION } from './metadata'

/** Every correction and update, newest first, each under the story it belongs to. */
export function CorrectionsHtml({ page }: { page: CorrectionsList }) {
  return (
    <div className="archive corrections">
      <h1>Corrections and updates</h1>
      <p className="lede">{CORRECTIONS_DESCRIPTION}</p>
      {page.notes.length === 0 ? (
        <p>No corrections or updates yet.</p>
      ) : (
        <ul className="story-list">
          {page.notes.map((note) => (
            <li key={`${note.article.url}${note.date}${note.text}`}>
              <p>
                <a href={`${note.article.url}#corrections`}>{note.article.title}</a>
              </p>
              <p>
                <strong>
                  <time dateTime={note.date}>{correctionHeading(note)}</time>:
                </strong>
                {` ${note.text}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {page.totalPages > 1 ? (
        <nav className="pagination" aria-label="Pages">
          {page.page > 1 ? (
            <a href={listPageUrl(page.url, page.page - 1)} rel="prev">
              ← Newer
            </a>
          ) : (
            <span />
          )}
          <span>{`Page ${page.page} of ${page.totalPages}`}</span>
          {page.page < page.totalPages ? (
            <a href={listPageUrl(page.url, page.page + 1)} rel="next">
              Older →
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}
