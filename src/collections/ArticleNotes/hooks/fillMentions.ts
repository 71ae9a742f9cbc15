import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { whoOpensArticle } from '../../../content/access/opensArticle'
import { mentionedIn, staffMembers } from '../../../content/articleNotes/mentions'
import type { ArticleNote } from '../../../content/payload-types'
import { relationId } from '../../../ground/lib/relationId'

const NEWLY_MENTIONED = 'newlyMentioned'

const idsOf = (values: ArticleNote['mentions']): number[] =>
  (values ?? []).map((value) => (typeof value === 'number' ? value : value.id))

/** The writer of the note's article, who opens it besides the editors (src/content/access/opensArticle.ts). */
async function writerOfArticle(req: PayloadRequest, articleId: number | null): Promise<number | null> {
  if (articleId === null) return null
  const article = await req.payload.findByID({
    collection: 'articles',
    id: articleId,
    depth: 0,
    draft: true,
    disableErrors: true,
    overrideAccess: true,
    select: { created_by: true },
    req,
  })
  return relationId((article as { created_by?: unknown } | null)?.created_by)
}

/**
 * The people a note names with `@` join those picked (src/content/articleNotes/mentions.ts), but only people who
 * can open the note's article: a name in the text of anyone else names no one, and picking them is refused. The
 * ones it names for the first time, but its author, are told once the note is saved (./tellMentioned.ts).
 */
export const fillMentions: CollectionBeforeChangeHook<ArticleNote> = async ({ data, req, originalDoc }) => {
  const body = data.body ?? originalDoc?.body ?? ''
  const picked = idsOf(data.mentions ?? originalDoc?.mentions)
  const named = body.includes('@') ? mentionedIn(body, await staffMembers(req)) : []
  const candidates = [...new Set([...picked, ...named])]
  const writerId = candidates.length
    ? await writerOfArticle(req, relationId(data.article ?? originalDoc?.article))
    : null
  const mentions = await whoOpensArticle(req, candidates, writerId)
  const before = new Set(idsOf(originalDoc?.mentions))
  if (picked.some((id) => !before.has(id) && !mentions.includes(id)))
    throw new ValidationError({
      collection: 'article-notes',
      errors: [
        { path: 'mentions', message: 'Mention only people who can open this article: the editors and its writer.' },
      ],
    })
  req.context[NEWLY_MENTIONED] = mentions.filter((id) => !before.has(id) && id !== data.author)
  return { ...data, mentions }
}

/** Who the save running in `req` names for the first time. */
export const newlyMentioned = (context: Record<string, unknown>): number[] =>
  (context[NEWLY_MENTIONED] as number[] | undefined) ?? []
