'use client'
/**
 * In an article's sidebar: where it stands in review (docs/decisions/061-review-notes-assignments.md), in words. The
 * state is changed by the buttons above the form (./ReviewControls.tsx) and by publishing, never typed in.
 */
import { useFormFields } from '@payloadcms/ui'

import { isReviewState, REVIEW_STATE_LABELS, type ReviewState } from '../../content/review/reviewStates'
import { REVIEW_TONES } from './reviewTone'

const EXPLANATIONS: Record<ReviewState, string> = {
  none: 'Not submitted. A contributor submits it for review; an editor publishes it.',
  submitted: 'An editor publishes or schedules it, or sends it back with a note.',
  sent_back: 'An editor asked for changes: see the notes below, then submit it again.',
}

export function ReviewStateField() {
  const value = useFormFields(([fields]) => fields.review?.value)
  const state: ReviewState = isReviewState(value) ? value : 'none'
  return (
    <div className="field-type review-state" style={{ marginBottom: 'var(--base)' }} data-review={state}>
      <label className="field-label">Review</label>
      <span className={`pill pill--style-${REVIEW_TONES[state]}`}>{REVIEW_STATE_LABELS[state]}</span>
      <p style={{ margin: '0.4rem 0 0', color: 'var(--theme-elevation-600)', fontSize: 13 }}>{EXPLANATIONS[state]}</p>
    </div>
  )
}
