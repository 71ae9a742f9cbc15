import type { CollectionBeforeDeleteHook } from 'payload'

import { deletePublishLogOf } from '../../../features/publishing/publishLog'

/**
 * An article's publish log goes with it, in the delete's transaction: a publish event needs its article (the
 * column is NOT NULL), so the foreign key's ON DELETE SET NULL would refuse the delete.
 */
export const deletePublishLog: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deletePublishLogOf(req, id)
}
