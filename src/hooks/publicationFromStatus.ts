/**
 * Publication is the spec's `is_published` flag (docs/decisions/017, superseding 002); Payload's drafts add
 * `_status`, which the cockpit's Publish and Unpublish buttons send. The two say the same on every save of the
 * public row:
 * - `_status` sent: `published` publishes, `draft` unpublishes (the cockpit);
 * - otherwise `is_published` decides (REST, MCP, `/cms-api` clients), and `_status` follows.
 * A draft save leaves the public state as it was: its version still says whether the public row is published, so
 * that "changed since publish" can be told apart from a draft. Scheduling (holdScheduledPublication) runs after this
 * hook and alignStatusWithPublication last, so a scheduled article is a draft until its date.
 */
import type { CollectionBeforeChangeHook } from 'payload'

import type { Article, Pmse } from '../content/payload-types'

import { isDraftSave, rememberPublicRow, statusSent } from './draftSaves'

export const publicationFromStatus: CollectionBeforeChangeHook<Article | Pmse> = async ({
  data,
  originalDoc,
  req,
  operation,
  collection,
}) => {
  const before =
    operation === 'update' && originalDoc?.id !== undefined
      ? await rememberPublicRow<Article | Pmse>(req, collection.slug, originalDoc.id)
      : null
  const wasPublished = Boolean(before?.is_published)
  if (isDraftSave(req)) return { ...data, is_published: wasPublished }
  const sent = statusSent(req)
  if (sent === 'published' || sent === 'draft') return { ...data, is_published: sent === 'published' }
  return { ...data, is_published: data.is_published ?? (before ? wasPublished : false) }
}
