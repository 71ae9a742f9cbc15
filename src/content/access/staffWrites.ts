import type { Access } from 'payload'

import { isStaff } from './isStaff'
import { mayOrRefuse } from './roleRefusals'
import type { Capability } from './roles'
import { trashThenDelete } from './trashAccess'

/**
 * The access of an editorial collection: those whose role holds `capability` (editors and admins, by default: "all
 * content") create, update and delete; `read` says who reads. With `trash`, deleting moves to the trash and only
 * what is there is deleted for good (./trashAccess.ts). With versions, only staff read the history (drafts
 * among it). A contributor or author who tries is refused for what the role lacks (docs/decisions/060-four-roles.md).
 */
export const staffWrites = (
  read: Access,
  { versions = false, capability = 'edit_all_content' as Capability, trash = false } = {},
) => ({
  read,
  create: mayOrRefuse(capability),
  update: mayOrRefuse(capability),
  delete: trash ? trashThenDelete(mayOrRefuse(capability)) : mayOrRefuse(capability),
  ...(versions ? { readVersions: isStaff } : {}),
})
