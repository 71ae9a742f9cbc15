/**
 * An article's review state on its public row (docs/decisions/061-review-notes-assignments.md). A review step saves a
 * draft version (the history names it), which Payload keeps off the public row; the row says the same here, in the
 * step's transaction, so that a read without drafts (REST, GraphQL) agrees with the cockpit.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'
import type { ReviewState } from '../review/reviewStates'

export async function setReviewOfPublicRow(req: PayloadRequest, articleId: number, state: ReviewState): Promise<void> {
  await queryInRequest(req, sql`UPDATE articles SET review = ${state} WHERE id = ${articleId}`)
}
