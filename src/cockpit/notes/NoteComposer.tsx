'use client'
/** A note's or a reply's text box and its button (./NotesPanel.tsx). `@name` names a colleague, who is told. */
import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { NOTE_MAX_LENGTH } from '../../content/articleNotes/noteFields'

export function NoteComposer({
  label,
  action,
  onWrite,
}: {
  label: string
  action: string
  onWrite: (body: string) => Promise<boolean>
}) {
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const id = useId()
  return (
    <div className="note-composer">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={body}
        placeholder="Write @name to tell a colleague."
        onChange={(event) => setBody(event.target.value)}
      />
      <Button
        buttonStyle="secondary"
        size="small"
        disabled={busy || body.trim() === ''}
        onClick={async () => {
          setBusy(true)
          if (await onWrite(body.trim())) setBody('')
          setBusy(false)
        }}
      >
        {action}
      </Button>
    </div>
  )
}
