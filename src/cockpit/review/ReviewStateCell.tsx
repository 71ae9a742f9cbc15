/**
 * The article list's Review column (docs/decisions/061-review-notes-assignments.md): "Waiting for review" or "Sent
 * back" as a pill; nothing for an article not in review. Rows are each article's latest version.
 */
import { isReviewState, REVIEW_STATE_LABELS } from '../../content/review/reviewStates'
import { REVIEW_TONES } from './reviewTone'

export function ReviewStateCell({ cellData }: { cellData?: unknown }) {
  if (!isReviewState(cellData) || cellData === 'none') return null
  return (
    <span className={`pill pill--style-${REVIEW_TONES[cellData]}`} data-review={cellData}>
      {REVIEW_STATE_LABELS[cellData]}
    </span>
  )
}
