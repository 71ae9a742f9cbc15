import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOrSelf } from '../../access/adminOrSelf'
import { isAdmin } from '../../access/isAdmin'
import { ROLES, roleOf } from '../../access/roles'
import { text255 } from '../../fields/text255'
import { makeFirstUserAdmin } from './makeFirstUserAdmin'
import { revokeGrantsOfDeletedUser } from './revokeGrantsOfDeletedUser'

const onlyAdmins: FieldAccess = ({ req }) => roleOf(req.user) === 'admin'

/** Cockpit accounts. Five failed sign-ins lock an account for fifteen minutes. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    admin: ({ req }) => roleOf(req.user) !== null,
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  hooks: { beforeChange: [makeFirstUserAdmin], afterDelete: [revokeGrantsOfDeletedUser] },
  fields: [
    text255('name'),
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((value) => ({ value, label: value === 'admin' ? 'Admin' : 'Editor' })),
      access: { create: onlyAdmins, update: onlyAdmins },
    },
  ],
}
