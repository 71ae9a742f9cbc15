import type { Access } from 'payload'

import { refuse } from './roleRefusals'
import { may, roleOf } from './roles'

/**
 * The `delete` access of a collection with a trash (docs/decisions/066-trash.md). Payload asks `delete` for two steps:
 * moving a record to the trash (an update that sets `deletedAt`, the data it is asked with) and deleting one for good.
 * Moving to the trash is `mayTrash`, the collection's own rule (a contributor their own unpublished drafts, editors
 * everything). Deleting for good is for editors and admins, and only of a record already in the trash: a record
 * never skips its 30 days by accident, and the cockpit offers "Delete permanently" only in the trash view.
 */
export const trashThenDelete =
  (mayTrash: Access): Access =>
  (args) => {
    if (isTrashing(args.data)) return mayTrash(args)
    if (!may(roleOf(args.req.user), 'edit_all_content')) return refuse(args.req, 'edit_all_content')
    return { deletedAt: { exists: true } }
  }

const isTrashing = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { deletedAt?: unknown }).deletedAt != null
