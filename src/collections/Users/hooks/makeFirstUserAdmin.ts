import type { CollectionBeforeChangeHook } from 'payload'

import type { User } from '../../../content/payload-types'
/**
 * The very first account made through the cockpit's "create first user" screen must be able to administer the
 * rest; that screen cannot offer the role field (nobody is signed in to be allowed to set it). Accounts made by
 * our own code (the CLI, the dev bootstrap) through the local API keep the role they were given.
 */
export const makeFirstUserAdmin: CollectionBeforeChangeHook<User> = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.payloadAPI === 'local') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
