import type { Access } from 'payload'

import { roleOf } from './roles'

/** Staff read everything; the public reads only records whose `is_published` is true. */
export const publishedOrStaff: Access = ({ req }) => {
  if (roleOf(req.user) !== null) return true
  return { is_published: { equals: true } }
}
