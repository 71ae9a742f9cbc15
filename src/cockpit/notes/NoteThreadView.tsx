'use client'
/** One thread of notes: its first note, its replies, a reply box, and Resolve or Reopen (./NotesPanel.tsx). */
import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import type { NoteThread, NoteView } from '../../content/articleNotes/noteThreads'
import { NoteComposer } from './NoteComposer'

const at = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC'

function Note({ note }: { note: NoteView }) {
  return (
    <div className="note" data-note={note.id}>
      <p className="note-meta">
        <strong>{note.author}</strong> <span>{at(note.createdAt)}</span>
      </p>
      <p className="note-body">{note.body}</p>
      {note.mentions.length > 0 ? <p className="note-meta">{`Tells ${note.mentions.join(', ')}`}</p> : null}
    </div>
  )
}

export function NoteThreadView({
  thread,
  onReply,
  onResolve,
}: {
  thread: NoteThread
  onReply: (body: string) => Promise<boolean>
  onResolve: (resolved: boolean) => Promise<void>
}) {
  const [replying, setReplying] = useState(false)
  return (
    <li className={`note-thread${thread.resolved ? ' note-thread--resolved' : ''}`} data-thread={thread.id}>
      {thread.resolved ? <span className="pill pill--style-success">Resolved</span> : null}
      <Note note={thread} />
      {thread.replies.length > 0 ? (
        <ul className="note-replies">
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <Note note={reply} />
            </li>
          ))}
        </ul>
      ) : null}
      {replying ? (
        <NoteComposer
          label="Reply"
          action="Reply"
          onWrite={async (body) => {
            const written = await onReply(body)
            if (written) setReplying(false)
            return written
          }}
        />
      ) : null}
      <div className="note-actions">
        {!replying && !thread.resolved ? (
          <Button buttonStyle="subtle" size="small" onClick={() => setReplying(true)}>
            Reply
          </Button>
        ) : null}
        <Button buttonStyle="subtle" size="small" onClick={() => onResolve(!thread.resolved)}>
          {thread.resolved ? 'Reopen' : 'Resolve'}
        </Button>
      </div>
    </li>
  )
}
