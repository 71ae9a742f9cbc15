/**
 * Who reads a notification: its recipient, and nobody else: not another editor, not an admin, not an API token, never
 * the public. Payload ANDs this condition into every read of the collection (REST, GraphQL, the local API without
 * overrideAccess), so a list, a `where` or an id of someone else's notification finds nothing.
 */
import type { Access } from 'payload'

import { roleOf } from '../../content/access/roles'

export const ownNotifications: Access = ({ req }) =>
  roleOf(req.user) === null ? false : { recipient: { equals: req.user!.id } }
