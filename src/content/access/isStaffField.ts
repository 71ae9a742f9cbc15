import type { FieldAccess } from 'payload'

import { roleOf } from './roles'

/** A field only signed-in cockpit accounts read: the public gets the document without it. */
export const isStaffField: FieldAccess = ({ req }) => roleOf(req.user) !== null
