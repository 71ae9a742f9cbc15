import type { Access } from 'payload'

import { isStaff } from './isStaff'

/**
 * The access of an editorial collection: staff create, update and delete; `read` says who reads. With versions,
 * only staff read the history (drafts among it).
 */
export const staffWrites = (read: Access, { versions = false } = {}) => ({
  read,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
  ...(versions ? { readVersions: isStaff } : {}),
})
