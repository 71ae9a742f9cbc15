import type { CollectionAfterDeleteHook } from 'payload'

import { revokeGrantsOfAccount } from '../../oauth/accountGrants'
import { poolOf } from '../../oauth/queryable'

/** A deleted account's agents lose their access at once (docs/decisions/014-oauth-server.md). */
export const revokeGrantsOfDeletedUser: CollectionAfterDeleteHook = async ({ id, req }) => {
  await revokeGrantsOfAccount(poolOf(req.payload), String(id))
}
