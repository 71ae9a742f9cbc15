import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { type CorrectionRow, datedCorrections } from '../../../content/articles/articleCorrections'
import { isImportingArchive } from '../../../content/importingArchive'
import type { Article } from '../../../content/payload-types'
import { isRestoringExport } from '../../../content/restoringExport'
import { isDraftSave, publicRowBefore } from '../../../hooks/draftSaves'

/**
 * Dates the corrections and updates of an article by the server's clock (docs/decisions/073-corrections.md): a note
 * the public article already had keeps its date, a new one going live is dated now, so none can be back-dated; and a
 * new note goes only to an article that is live after the save (a note on a draft would correct nothing a reader saw).
 */
export const dateCorrections: CollectionBeforeChangeHook<Article> = ({ data, originalDoc, req, collection }) => {
  if (!Array.isArray(data.corrections)) return data
  const draft = isDraftSave(req)
  const published = originalDoc
    ? publicRowBefore<Article>(req, collection.slug, originalDoc.id, originalDoc)
    : undefined
  const keepGiven = isRestoringExport(req) || isImportingArchive(req)
  const { rows, added } = datedCorrections(
    data.corrections as CorrectionRow[],
    (published?.corrections ?? []) as CorrectionRow[],
    { now: new Date(), draft, keepGiven },
  )
  const live = (data.is_published ?? originalDoc?.is_published) === true && !(data.deletedAt ?? originalDoc?.deletedAt)
  if (added > 0 && !draft && !keepGiven && !live) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'corrections', message: 'a correction or update can be added only to a published article' }],
      req,
    })
  }
  return { ...data, corrections: rows as Article['corrections'] }
}
