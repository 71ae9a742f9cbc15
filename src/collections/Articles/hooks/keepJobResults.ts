/**
 * The publishing jobs write their results (summary, its source hash, the social post's URL) straight into the
 * public row, past Payload. Payload builds every save on the latest *version* (docs/decisions/017), and a form
 * opened before a job finished carries the old values too; so on every save these fields are taken from the public
 * row, except a summary the writer changed (that one is the editor's, markEditorSummary).
 */
import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '../../../content/payload-types'
import { publicRowBefore } from '../../../hooks/draftSaves'

export const keepJobResults: CollectionBeforeChangeHook<Article> = ({ data, originalDoc, req, collection }) => {
  const before =
    originalDoc?.id !== undefined
      ? publicRowBefore<Article>(req, collection.slug, originalDoc.id, undefined)
      : undefined
  if (!before) return data
  const kept = {
    ...data,
    social_post_url: before.social_post_url ?? null,
    summary_source_hash: before.summary_source_hash ?? null,
  }
  const summaryEdited = data.summary !== undefined && (data.summary ?? null) !== (originalDoc?.summary ?? null)
  return summaryEdited ? kept : { ...kept, summary: before.summary ?? null }
}
