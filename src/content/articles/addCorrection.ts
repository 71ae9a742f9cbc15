/**
 * Adds a correction or update to a published article (docs/decisions/073-corrections.md), as `user`, through
 * Payload's update of the article: the collection's access decides who may (an editor on any published article, an
 * author on their own; a contributor never: they cannot edit a published article), its hook dates the note, and the
 * edit is published as any edit is (its page, feeds and followers). In the caller's transaction, `req`.
 */
import type { PayloadRequest, TypedUser } from 'payload'

import { validationFailed } from '../../ground/errors/AppError'
import type { Article } from '../payload-types'
import type { CorrectionInput } from './articleCorrections'

/** Who writes for an API token: no person, its role checked by its endpoint (src/endpoints/postApiArticleCorrections.ts). */
export const roleCheckedByCaller = Symbol('role checked by the caller')

/**
 * The article with its new note; null when `writer` cannot read an article of that id. `writer`: the person the
 * collection's access judges, or `roleCheckedByCaller` for an API token, whose role its endpoint checked.
 */
export async function addCorrection(
  req: PayloadRequest,
  writer: TypedUser | typeof roleCheckedByCaller,
  articleId: number,
  note: CorrectionInput,
): Promise<Article | null> {
  const access =
    writer === roleCheckedByCaller ? { overrideAccess: true } : { user: writer, overrideAccess: false as const }
  const options = { collection: 'articles', id: articleId, ...access, req } as const
  const before = await req.payload.findByID({ ...options, depth: 0, disableErrors: true })
  if (!before) return null
  if (!before.is_published || before.deletedAt)
    throw validationFailed([
      { field: 'article', message: 'a correction or update can be added only to a published article' },
    ])
  const kept = (before.corrections ?? []).map(({ id, kind, text, date }) => ({ id, kind, text, date }))
  return req.payload.update({
    ...options,
    depth: 1,
    data: { corrections: [...kept, { kind: note.kind, text: note.text }] },
  })
}
