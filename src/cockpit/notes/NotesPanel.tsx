'use client'
import '../review/review.css'

/**
 * In an article's sidebar: its editorial notes (docs/decisions/061-review-notes-assignments.md), threads with replies,
 * open or resolved, and a box for a new one. Staff only; never shown anywhere public.
 */
import { toast, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import type { NoteThread } from '../../content/articleNotes/noteThreads'
import { NoteComposer } from './NoteComposer'
import { loadThreads, setResolved, writeNote } from './notesApi'
import { NoteThreadView } from './NoteThreadView'

export function NotesPanel() {
  const { id } = useDocumentInfo()
  const articleId = Number(id)
  const [threads, setThreads] = useState<NoteThread[] | null>(null)
  const reload = useCallback(async () => {
    try {
      setThreads(await loadThreads(articleId))
    } catch (error) {
      toast.error((error as Error).message)
    }
  }, [articleId])
  useEffect(() => {
    if (articleId > 0) void reload()
  }, [articleId, reload])
  if (!(articleId > 0)) return null

  const write = async (body: string, parent?: number) => {
    const outcome = await writeNote(articleId, body, parent)
    if (!outcome.ok) toast.error(outcome.message)
    await reload()
    return outcome.ok
  }
  const open = threads?.filter((thread) => !thread.resolved).length ?? 0
  return (
    <section className="field-type article-notes" aria-label="Notes">
      <label className="field-label">{threads ? `Notes (${open} open)` : 'Notes'}</label>
      {threads && threads.length === 0 ? <p className="notes-empty">No notes yet.</p> : null}
      <ul className="note-threads">
        {(threads ?? []).map((thread) => (
          <NoteThreadView
            key={thread.id}
            thread={thread}
            onReply={(body) => write(body, thread.id)}
            onResolve={async (resolved) => {
              const outcome = await setResolved(thread.id, resolved)
              if (!outcome.ok) toast.error(outcome.message)
              await reload()
            }}
          />
        ))}
      </ul>
      <NoteComposer label="New note" action="Add note" onWrite={(body) => write(body)} />
    </section>
  )
}
