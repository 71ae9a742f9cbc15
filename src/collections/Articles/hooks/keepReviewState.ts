/**
 * An article's review state (docs/decisions/061-review-notes-assignments.md) changes by the review's steps only
 * (src/features/review/reviewSteps.ts), and publishing or scheduling ends it: a save of the public row that leaves
 * the article live or scheduled clears it. Any other save, a draft's autosave among them, keeps what the latest
 * version says. Runs after alignStatusWithPublication, when whether the article goes out is known.
 */
import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '../../../content/payload-types'
import { reviewStepOf } from '../../../features/review/reviewStepContext'
import { isDraftSave } from '../../../hooks/draftSaves'

export const keepReviewState: CollectionBeforeChangeHook<Article> = ({ data, originalDoc, operation, req }) => {
  const step = reviewStepOf(req)
  if (step) return { ...data, review: step }
  const goesOut = !isDraftSave(req) && (data.is_published === true || data.scheduled === true)
  if (goesOut || operation === 'create') return { ...data, review: 'none' }
  return { ...data, review: originalDoc?.review ?? 'none' }
}
