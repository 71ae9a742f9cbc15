/**
 * Payload's `_status` follows the spec's `is_published` flag on every save of the public row, last of the
 * beforeChange hooks (after publicationFromStatus and holdScheduledPublication), so that a scheduled article is a
 * draft until its date; a draft save leaves it as it was (docs/decisions/017).
 */
import type { CollectionBeforeChangeHook } from 'payload'

import type { Article, Pmse } from '../content/payload-types'
import { isDraftSave } from './draftSaves'

export const alignStatusWithPublication: CollectionBeforeChangeHook<Article | Pmse> = ({ data, req }) => {
  if (isDraftSave(req)) return data
  return { ...data, _status: data.is_published ? 'published' : 'draft' }
}
