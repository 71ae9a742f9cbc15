/**
 * An article's or PMS's state in words for the cockpit's lists. Rows are the latest version of each document, whose
 * `is_published` still says whether the public row is live (publicationFromStatus), so a newer draft of a live
 * document reads "Changed since publish".
 */
import { publicationStatus } from './publicationStatus'

interface CellProps {
  rowData?: {
    _status?: string | null
    is_published?: boolean | null
    scheduled?: boolean | null
    published_at?: string | null
  }
}

export function PublicationStatusCell({ rowData }: CellProps) {
  const status = publicationStatus(rowData ?? {})
  return (
    <span className={`pill pill--style-${status.tone}`} title={status.title}>
      {status.label}
    </span>
  )
}
