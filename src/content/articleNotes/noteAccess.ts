/**
 * Who reads and writes editorial notes (docs/decisions/061-review-notes-assignments.md): never the public, nor an API
 * token; an editor or an admin every note; a contributor or an author the notes of the articles they may edit, their
 * own (`created_by`, src/content/access/roles.ts). A note is changed or deleted by whoever may read it: resolving a
 * thread is everyone's, and the body is its author's (./noteFields.ts).
 */
import type { Access, PayloadRequest, Where } from 'payload'

import { may, roleOf } from '../access/roles'

const ownArticles = (req: PayloadRequest): Where => ({ 'article.created_by': { equals: req.user!.id } })

export const readNotes: Access = ({ req }) => {
  const role = roleOf(req.user)
  if (role === null) return false
  return may(role, 'edit_all_content') ? true : ownArticles(req)
}

/** Whether the person may leave a note on the article: an editor on any, anyone else on their own. */
async function mayNoteOn(req: PayloadRequest, articleId: unknown): Promise<boolean> {
  const role = roleOf(req.user)
  if (role === null) return false
  if (may(role, 'edit_all_content')) return true
  const id = Number(
    typeof articleId === 'object' && articleId !== null ? (articleId as { id?: unknown }).id : articleId,
  )
  if (!Number.isSafeInteger(id) || id < 1) return false
  const article = await req.payload.findByID({
    collection: 'articles',
    id,
    depth: 0,
    draft: true,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  const owner = (article as { created_by?: number | { id: number } | null } | null)?.created_by
  return (typeof owner === 'object' && owner !== null ? owner.id : owner) === req.user!.id
}

export const createNotes: Access = ({ req, data }) =>
  data === undefined ? roleOf(req.user) !== null : mayNoteOn(req, (data as { article?: unknown }).article)
