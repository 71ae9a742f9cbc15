/** The article's hooks of the review (docs/decisions/061-review-notes-assignments.md), registered together. */
import { tellAssignee } from './tellAssignee'
import { tellOfReviewOutcome } from './tellOfReviewOutcome'

export { keepReviewState } from './keepReviewState'

/** After a save: the writer told of a publication by someone else, the assignee of an assignment. */
export const tellOfReview = [tellOfReviewOutcome, tellAssignee]
