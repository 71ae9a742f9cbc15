import type { CollectionAfterDeleteHook } from 'payload'

import type { User } from '../../../content/payload-types'
import { queryInRequest } from '../../../ground/db/adapter'
import { revokeGrantsOfAccount } from '../../../features/oauth/accountGrants'

/** A deleted account's agents lose their access at once (docs/decisions/014-oauth-server.md), in the delete's transaction. */
export const revokeGrantsOfDeletedUser: CollectionAfterDeleteHook<User> = async ({ id, req }) => {
  await queryInRequest(req, revokeGrantsOfAccount(String(id)))
}
