import type { CollectionBeforeChangeHook } from 'payload'

/** The very first account (the cockpit's "create first user" screen) must be able to administer the rest. */
export const makeFirstUserAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
