import type { Access } from 'payload'

import { type PublicCollection, publicWhere } from '../../ground/db/publicVisibility'
import { roleOf, roleReaches } from './roles'

/**
 * Editors and admins read every record; anyone else — a contributor or an author among them — reads the records the
 * public pages show, by the one rule of what is public (`PUBLIC_RULES`, src/ground/db/publicVisibility.ts), in
 * REST, GraphQL and `depth` population alike. Articles add a writer's own (src/content/access/articleAccess.ts).
 */
export const publicOrStaff =
  (collection: PublicCollection): Access =>
  ({ req }) =>
    roleReaches(roleOf(req.user), 'editor') ? true : (publicWhere(collection) ?? true)
