import type { Access } from 'payload'

import { roleOf } from './roles'

/** Any signed-in cockpit account (admin or editor). */
export const isStaff: Access = ({ req }) => roleOf(req.user) !== null
