import type { Access } from 'payload'

import { roleOf, roleReaches } from '../../content/access/roles'
import { logCollection } from '../logCollection'

/** Editors and admins read what staff did; contributors and authors see only their own work elsewhere. */
const editorsRead: Access = ({ req }) => roleReaches(roleOf(req.user), 'editor')
const nobody = () => false

/**
 * The staff audit trail (docs/decisions/060-four-roles.md): one record per step a person took that others must be
 * able to trace — a role changed, a second factor set up or removed, a recovery code used, an article submitted,
 * sent back or published after review. Written only by the server through `recordStaffAction`
 * (src/content/auditEvents/staffActions.ts), in the step's own transaction; read by editors and admins.
 */
const collection = logCollection(
  'staff-audit-events',
  { singular: 'Staff action', plural: 'Staff audit trail' },
  {
    group: 'Accounts',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actor', 'action', 'target_collection', 'target_id', 'summary'],
    description:
      'Every step people took that changes who may do what or where an article stands: role changes, second factors, reviews. Filter by person, action, item or date.',
  },
  [
    // Not required: the trail outlives a deleted account (the reference then becomes empty).
    { name: 'actor', label: 'By', type: 'relationship', relationTo: 'users', index: true },
    { name: 'action', label: 'Action', type: 'text', required: true, index: true },
    { name: 'target_collection', label: 'Item type', type: 'text', required: true },
    { name: 'target_id', label: 'Item id', type: 'text', required: true, index: true },
    { name: 'summary', label: 'What happened', type: 'textarea', required: true },
  ],
)

export const StaffAuditEvents = {
  ...collection,
  access: { read: editorsRead, create: nobody, update: nobody, delete: nobody },
}
