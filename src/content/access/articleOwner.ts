import type { Field, FieldHook } from 'payload'

import { roleOf, roleReaches } from './roles'

/**
 * The person who created an article: what "their own" means for a contributor or an author
 * (src/content/access/articleAccess.ts). Set on create to the signed-in person; an editor may name someone else
 * (an article written for a freelancer), a contributor or author never. Staff only (not in PUBLIC_FIELDS).
 */
const setOnCreate: FieldHook = ({ operation, value, req }) => {
  if (operation !== 'create') return value
  const user = req.user as { collection?: string; id?: number } | null
  const actor = user?.collection === 'users' ? (user.id ?? null) : null
  if (actor === null) return value ?? null
  return value && roleReaches(roleOf(req.user), 'editor') ? value : actor
}

export const articleOwnerFields: Field[] = [
  {
    name: 'created_by',
    label: 'Created by',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    access: { update: ({ req }) => roleReaches(roleOf(req.user), 'editor') },
    hooks: { beforeChange: [setOnCreate] },
    admin: { position: 'sidebar', description: 'Whose article it is: a contributor or author edits their own.' },
  },
]
