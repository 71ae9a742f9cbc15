import type { Access } from 'payload'

import { roleOf } from './roles'

/** Staff read every PR link; the public reads only active ones. */
export const activeOrStaff: Access = ({ req }) => {
  if (roleOf(req.user) !== null) return true
  return { is_active: { equals: true } }
}
