import type { Access } from 'payload'

import { type PublicCollection, publicWhere } from '../../ground/db/publicVisibility'
import { roleOf } from './roles'

/**
 * Staff read every record; anyone else reads the records the public pages show, by the one rule of what is public
 * (`PUBLIC_RULES`, src/ground/db/publicVisibility.ts), in REST, GraphQL and `depth` population alike.
 */
export const publicOrStaff =
  (collection: PublicCollection): Access =>
  ({ req }) =>
    roleOf(req.user) !== null ? true : (publicWhere(collection) ?? true)
