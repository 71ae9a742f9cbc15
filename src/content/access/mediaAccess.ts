import {
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type Field,
  type FieldHook,
  Forbidden,
  type PayloadRequest,
} from 'payload'

import { mediaInPublicUse } from '../media/mediaInPublicUse'
import { refuse } from './roleRefusals'
import { may, roleOf, roleReaches } from './roles'
import { staffOrStaticFile } from './staffOrStaticFile'

/**
 * The media library by role (docs/decisions/060-four-roles.md). Editors and admins: everything. A contributor or an
 * author uploads images for their own articles: they may upload, and may change or delete only images they uploaded
 * (`uploaded_by`) that no public content shows (`publicMedia`); an image an editor published with their article
 * stays as it is. Everyone on staff reads the library, to pick images.
 */

const userIdOf = (req: PayloadRequest) => (req.user as { id?: number } | null)?.id ?? null

const ownUploads: Access = ({ req }) => {
  const role = roleOf(req.user)
  if (may(role, 'edit_all_content')) return true
  if (!may(role, 'write_own_drafts')) return refuse(req, 'write_own_drafts')
  refuse(req, 'edit_all_content')
  return { uploaded_by: { equals: userIdOf(req) } }
}

export const mediaAccess = {
  read: staffOrStaticFile,
  create: (({ req }) => may(roleOf(req.user), 'write_own_drafts') || refuse(req, 'write_own_drafts')) as Access,
  update: ownUploads,
  delete: ownUploads,
}

async function refuseIfPublic(req: PayloadRequest, id: number | string | undefined): Promise<void> {
  if (id === undefined || roleReaches(roleOf(req.user), 'editor') || roleOf(req.user) === null) return
  if (!(await mediaInPublicUse(req.payload, id))) return
  refuse(req, 'edit_all_content')
  throw new Forbidden(req.t)
}

export const keepPublicMediaFromWriters: CollectionBeforeChangeHook = async ({ req, operation, originalDoc, data }) => {
  if (operation === 'update') await refuseIfPublic(req, (originalDoc as { id?: number } | undefined)?.id)
  return data
}

export const keepPublicMediaFromDeletion: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await refuseIfPublic(req, id)
}

const setOnCreate: FieldHook = ({ operation, value, req }) => {
  if (operation !== 'create') return value
  const user = req.user as { collection?: string; id?: number } | null
  return user?.collection === 'users' ? (user.id ?? null) : (value ?? null)
}

/** Who uploaded an image: what "their own upload" means for a contributor or an author. Set once, by the server. */
export const mediaUploaderFields: Field[] = [
  {
    name: 'uploaded_by',
    label: 'Uploaded by',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    access: { update: () => false },
    hooks: { beforeChange: [setOnCreate] },
    admin: { position: 'sidebar', readOnly: true },
  },
]
