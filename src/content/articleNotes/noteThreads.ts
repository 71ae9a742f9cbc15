/**
 * An article's notes as the cockpit shows them (docs/decisions/061-review-notes-assignments.md): threads in the order
 * they were started, each with its replies, and who wrote and who was named by name. Read with the reader's access
 * (src/content/articleNotes/noteAccess.ts): someone who may not read the article's notes gets none.
 */
import type { PayloadRequest } from 'payload'

import type { ArticleNote } from '../payload-types'
import { relationId } from '../../ground/lib/relationId'

export interface NoteView {
  id: number
  body: string
  author: string
  authorId: number | null
  mentions: string[]
  createdAt: string
  resolved: boolean
}

export interface NoteThread extends NoteView {
  replies: NoteView[]
}

/** The most notes an article's panel shows: far more than any article gathers. */
const MAX_NOTES = 500

export async function noteThreads(req: PayloadRequest, articleId: number): Promise<NoteThread[]> {
  const { docs } = await req.payload.find({
    collection: 'article-notes',
    where: { article: { equals: articleId } },
    sort: 'createdAt',
    depth: 0,
    limit: MAX_NOTES,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const people = new Set<number>()
  for (const note of docs) {
    const author = relationId(note.author)
    if (author !== null) people.add(author)
    for (const mention of note.mentions ?? []) people.add(relationId(mention)!)
  }
  const names = await namesOf(req, [...people])
  const view = (note: ArticleNote): NoteView => ({
    id: note.id,
    body: note.body,
    authorId: relationId(note.author),
    author: names.get(relationId(note.author) ?? -1) ?? 'A former colleague',
    mentions: (note.mentions ?? []).map((mention) => names.get(relationId(mention)!) ?? 'a former colleague'),
    createdAt: note.createdAt,
    resolved: note.resolved === true,
  })
  const threads = new Map<number, NoteThread>()
  for (const note of docs) if (!note.parent) threads.set(note.id, { ...view(note), replies: [] })
  for (const note of docs) if (note.parent) threads.get(relationId(note.parent)!)?.replies.push(view(note))
  return [...threads.values()]
}

/** Staff by id: their name, or their address when they gave none. Read by the server: an editor may not list accounts. */
async function namesOf(req: PayloadRequest, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    overrideAccess: true,
    select: { name: true, email: true },
    req,
  })
  return new Map(docs.map((user) => [user.id, user.name?.trim() || user.email]))
}
