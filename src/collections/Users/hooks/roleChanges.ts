import { type CollectionAfterChangeHook, type CollectionBeforeOperationHook, Forbidden } from 'payload'

import { refuse } from '../../../content/access/roleRefusals'
import { may, roleOf } from '../../../content/access/roles'
import { recordStaffAction } from '../../../content/auditEvents/staffActions'

/**
 * A role changes only by an admin's hand (docs/decisions/060-four-roles.md). Payload would silently keep the old role
 * when the field's access says no (it drops the value before any change hook sees it, so this runs before the
 * operation); a person who asks for another role is refused with the 403 that names what
 * their role lacks, and nothing changes.
 */
export const refuseRoleChanges: CollectionBeforeOperationHook = ({ args, req, operation }) => {
  const asked = (args as { data?: { role?: unknown } }).data?.role
  if (operation !== 'update' || !req.user || asked === undefined) return args
  const role = roleOf(req.user)
  // Anyone but an admin reaches only their own account (adminOrSelf): asking for the role they have changes nothing.
  if (may(role, 'manage_accounts') || asked === role) return args
  refuse(req, 'manage_accounts')
  throw new Forbidden(req.t)
}

/** Every account made and every role changed is in the staff audit trail, in the write's own transaction. */
export const recordRoleChanges: CollectionAfterChangeHook = async ({ req, doc, previousDoc, operation }) => {
  const email = String(doc.email)
  if (operation === 'create')
    await recordStaffAction(req, {
      action: 'account_created',
      targetCollection: 'users',
      targetId: doc.id,
      summary: `Account ${email} created with the role ${doc.role}.`,
    })
  else if (previousDoc?.role !== doc.role)
    await recordStaffAction(req, {
      action: 'role_changed',
      targetCollection: 'users',
      targetId: doc.id,
      summary: `Role of ${email} changed from ${previousDoc?.role} to ${doc.role}.`,
    })
  return doc
}
