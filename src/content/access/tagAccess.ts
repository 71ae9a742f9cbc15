import type { Access } from 'payload'

import { publicWhere } from '../../ground/db/publicVisibility'
import { publicTagIds } from '../tags/publicTags'
import { roleOf, roleReaches } from './roles'
import { staffWrites } from './staffWrites'

/**
 * Who reads tags (docs/decisions/070-tags.md): editors and admins every one, the trash's too; a contributor or author
 * every tag not in the trash, to pick from for their own articles; anyone else the public tags only (not in the trash
 * and carried by a public article: `publicTag`, src/ground/db/publicVisibility.ts), so `/cms-api` names no tag made for
 * a story not yet out. That last rule needs the articles, which a Payload `where` on tags cannot reach: it is the ids
 * the rule's SQL finds, one statement per anonymous read.
 */
const tagRead: Access = async ({ req }) => {
  const role = roleOf(req.user)
  if (roleReaches(role, 'editor')) return true
  if (role !== null) return publicWhere('tags')!
  const ids = await publicTagIds(req.payload)
  // `in` an empty list is refused by some of Payload's paths; no tag has the id 0.
  return { and: [publicWhere('tags')!, { id: { in: ids.length > 0 ? ids : [0] } }] }
}

/** Editors and admins make, rename, describe and delete tags; deleting moves to the trash (docs/decisions/066-trash.md). */
export const tagAccess = staffWrites(tagRead, { trash: true })
