import type { Access } from 'payload'

import { may, roleOf } from './roles'

/**
 * Who reads which accounts: editors and admins the whole staff (names and addresses, to assign an article and to
 * name people in notes; Ghost's editors see the staff too), anyone else only their own. Changing an account stays
 * with admins and the person (adminOrSelf).
 */
export const readAccounts: Access = ({ req }) => {
  const role = roleOf(req.user)
  if (may(role, 'review')) return true
  if (role === null || !req.user) return false
  return { id: { equals: req.user.id } }
}
