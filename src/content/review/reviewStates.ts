/**
 * Where an article stands in review (docs/decisions/061-review-notes-assignments.md): `none` (not asked for, or
 * done: publishing clears it), `submitted` (its writer asks an editor to publish it) or `sent_back` (an editor asked
 * for changes, with a note).
 */
export const REVIEW_STATES = ['none', 'submitted', 'sent_back'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  none: 'Not in review',
  submitted: 'Waiting for review',
  sent_back: 'Sent back',
}

export const isReviewState = (value: unknown): value is ReviewState =>
  (REVIEW_STATES as readonly unknown[]).includes(value)
