import type { ReviewState } from '../../content/review/reviewStates'

/** The pill each review state wears in the cockpit, beside the publication's (src/cockpit/publicationStatus.ts). */
export const REVIEW_TONES: Record<ReviewState, 'light' | 'warning' | 'dark'> = {
  none: 'light',
  submitted: 'warning',
  sent_back: 'dark',
}
