/**
 * The review state a step sets (./reviewSteps.ts), told to the article's hooks through the request: the field is not
 * a client's to send (src/content/fields/reviewFields.ts), and only the save the step makes may change it.
 */
import type { PayloadRequest } from 'payload'

import { isReviewState, type ReviewState } from '../../content/review/reviewStates'

const STEP = 'reviewStep'

export async function withReviewStep<T>(req: PayloadRequest, state: ReviewState, save: () => Promise<T>): Promise<T> {
  req.context[STEP] = state
  try {
    return await save()
  } finally {
    delete req.context[STEP]
  }
}

/** The state the save running in `req` sets, when a review step makes it. */
export const reviewStepOf = (req: PayloadRequest): ReviewState | null =>
  isReviewState(req.context[STEP]) ? req.context[STEP] : null
