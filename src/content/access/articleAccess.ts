import type { Access, AccessArgs, Where } from 'payload'

import { publicWhere, publicWhereOfPmsIds } from '../../ground/db/publicVisibility'
import { publicPmsIdList } from '../pmses/publicPmses'
import { refuse } from './roleRefusals'
import { may, roleOf, roleReaches } from './roles'
import { trashThenDelete } from './trashAccess'

/**
 * Who may do what to an article (docs/decisions/060-four-roles.md), in the cockpit, `/cms-api` REST and GraphQL
 * alike. Editors and admins: everything. An author: their own articles (`created_by`), published or not, and
 * publishing or scheduling them. A contributor: their own articles while unpublished, saved as drafts only. Both
 * read what the public reads and their own drafts; nobody else's drafts. Payload asks `update` with
 * `_status: 'published'` to decide whether to show Publish (and the schedule), so a contributor sees neither.
 */

const userIdOf = (req: AccessArgs['req']) => (req.user as { id?: number } | null)?.id ?? null

/** A write that publishes or schedules: Payload's Publish (`_status`), or the publication flag REST and MCP send. */
const publishes = (data: unknown) => {
  const asked = data as { _status?: unknown; is_published?: unknown } | undefined
  return asked?._status === 'published' || asked?.is_published === true
}

/** A writer's own articles; a contributor's only while unpublished (neither live nor scheduled). */
function ownWhere(req: AccessArgs['req'], { unpublishedOnly }: { unpublishedOnly: boolean }): Where {
  const own: Where = { created_by: { equals: userIdOf(req) } }
  if (!unpublishedOnly) return own
  return { and: [own, { is_published: { equals: false } }, { scheduled: { not_equals: true } }] }
}

/**
 * Staff below editor read the public articles and their own: the public half names the public PMS profiles by id
 * (one small statement) so that their cockpit list, over every version, is counted without a join.
 */
const readArticles: Access = async ({ req }) => {
  const role = roleOf(req.user)
  if (roleReaches(role, 'editor')) return true
  if (role === null) return publicWhere('articles')!
  const published = publicWhereOfPmsIds('articles', await publicPmsIdList(req.payload))
  return { or: [published, { created_by: { equals: userIdOf(req) } }] }
}

const createArticles: Access = ({ req, data }) => {
  const role = roleOf(req.user)
  if (!may(role, 'write_own_drafts')) return refuse(req, 'write_own_drafts')
  if (publishes(data) && !may(role, 'publish_own')) return refuse(req, 'publish_own')
  return true
}

const updateArticles: Access = ({ req, data }) => {
  const role = roleOf(req.user)
  if (may(role, 'edit_all_content')) return true
  if (!may(role, 'write_own_drafts')) return refuse(req, 'write_own_drafts')
  if (publishes(data) && !may(role, 'publish_own')) return refuse(req, 'publish_own')
  // Another's article, or (for a contributor) their own once published, is not found under this where: Payload then
  // refuses with 403, named by what the role lacks.
  refuse(req, 'edit_all_content')
  return ownWhere(req, { unpublishedOnly: !may(role, 'publish_own') })
}

const deleteArticles: Access = ({ req }) => {
  const role = roleOf(req.user)
  if (may(role, 'edit_all_content')) return true
  if (!may(role, 'write_own_drafts')) return refuse(req, 'write_own_drafts')
  refuse(req, 'edit_all_content')
  return ownWhere(req, { unpublishedOnly: true })
}

const readArticleVersions: Access = ({ req }) => {
  const role = roleOf(req.user)
  if (roleReaches(role, 'editor')) return true
  if (role === null) return false
  return { 'version.created_by': { equals: userIdOf(req) } }
}

export const articleAccess = {
  read: readArticles,
  create: createArticles,
  update: updateArticles,
  delete: trashThenDelete(deleteArticles),
  readVersions: readArticleVersions,
}
