import type { CollectionBeforeChangeHook } from 'payload'

import { mentionedIn, staffMembers } from '../../../content/articleNotes/mentions'
import type { ArticleNote } from '../../../content/payload-types'

const NEWLY_MENTIONED = 'newlyMentioned'

const idsOf = (values: ArticleNote['mentions']): number[] =>
  (values ?? []).map((value) => (typeof value === 'number' ? value : value.id))

/**
 * The people a note names with `@` join those picked (src/content/articleNotes/mentions.ts); the ones it names for
 * the first time, but its author, are told once the note is saved (./tellMentioned.ts).
 */
export const fillMentions: CollectionBeforeChangeHook<ArticleNote> = async ({ data, req, originalDoc }) => {
  const body = data.body ?? originalDoc?.body ?? ''
  const picked = idsOf(data.mentions ?? originalDoc?.mentions)
  const named = body.includes('@') ? mentionedIn(body, await staffMembers(req)) : []
  const mentions = [...new Set([...picked, ...named])]
  const before = new Set(idsOf(originalDoc?.mentions))
  req.context[NEWLY_MENTIONED] = mentions.filter((id) => !before.has(id) && id !== data.author)
  return { ...data, mentions }
}

/** Who the save running in `req` names for the first time. */
export const newlyMentioned = (context: Record<string, unknown>): number[] =>
  (context[NEWLY_MENTIONED] as number[] | undefined) ?? []
