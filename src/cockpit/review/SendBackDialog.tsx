'use client'
/** Asks an editor what to change before an article goes back to its writer (./ReviewControls.tsx). */
import { Button } from '@payloadcms/ui'
import { type RefObject, useState } from 'react'

import { NOTE_MAX_LENGTH } from '../../content/articleNotes/noteFields'

export function SendBackDialog({
  dialog,
  busy,
  onSend,
}: {
  dialog: RefObject<HTMLDialogElement | null>
  busy: boolean
  onSend: (note: string) => Promise<boolean>
}) {
  const [note, setNote] = useState('')
  return (
    <dialog ref={dialog} className="send-back-dialog" aria-labelledby="send-back-title">
      <div>
        <h2 id="send-back-title">Send back to the writer</h2>
        <label htmlFor="send-back-note">
          What should change? The writer is told, and the note stays on the article.
        </label>
        <textarea
          id="send-back-note"
          required
          maxLength={NOTE_MAX_LENGTH}
          rows={5}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="send-back-actions">
          <Button buttonStyle="secondary" size="medium" onClick={() => dialog.current?.close()} disabled={busy}>
            Cancel
          </Button>
          <Button
            size="medium"
            disabled={busy || note.trim() === ''}
            onClick={async () => {
              if (await onSend(note)) setNote('')
            }}
          >
            Send back
          </Button>
        </div>
      </div>
    </dialog>
  )
}
