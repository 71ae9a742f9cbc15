import type { Access } from 'payload'

import { roleOf } from './roles'

export const isAdmin: Access = ({ req }) => roleOf(req.user) === 'admin'
