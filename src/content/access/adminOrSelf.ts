import type { Access } from 'payload'

import { roleOf } from './roles'

/** Admins reach every account; anyone else only their own. */
export const adminOrSelf: Access = ({ req }) => {
  const role = roleOf(req.user)
  if (role === 'admin') return true
  if (role === null || !req.user) return false
  return { id: { equals: req.user.id } }
}
