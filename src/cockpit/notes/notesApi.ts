/**
 * The notes panel's calls (./NotesPanel.tsx): the article's threads from `/cms-api/article-notes/of-article/:id`,
 * and Payload's own create and update of the collection for writing, replying, resolving and reopening.
 */
import type { NoteThread } from '../../content/articleNotes/noteThreads'

const API = '/cms-api/article-notes'

type Outcome = { ok: true } | { ok: false; message: string }

async function outcomeOf(response: Response): Promise<Outcome> {
  if (response.ok) return { ok: true }
  const body = (await response.json().catch(() => null)) as {
    errors?: Array<{ message: string; data?: { errors?: Array<{ message: string }> } }>
    detail?: string
  } | null
  const error = body?.errors?.[0]
  return { ok: false, message: error?.data?.errors?.[0]?.message ?? error?.message ?? body?.detail ?? 'Not saved.' }
}

export async function loadThreads(articleId: number): Promise<NoteThread[]> {
  const response = await fetch(`${API}/of-article/${articleId}`, { credentials: 'include' })
  if (!response.ok) throw new Error(`The notes could not be read (${response.status}).`)
  return ((await response.json()) as { threads: NoteThread[] }).threads
}

export const writeNote = async (articleId: number, body: string, parent?: number) =>
  outcomeOf(
    await fetch(API, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ article: articleId, body, ...(parent ? { parent } : {}) }),
    }),
  )

export const setResolved = async (noteId: number, resolved: boolean) =>
  outcomeOf(
    await fetch(`${API}/${noteId}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ resolved }),
    }),
  )
