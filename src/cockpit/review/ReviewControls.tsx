'use client'
import './review.css'

/**
 * The review's buttons beside Publish (docs/decisions/061-review-notes-assignments.md): "Submit for review" for a
 * contributor or an author on their own article; "Send back" for an editor on an article waiting for review, which
 * asks for the note in a dialog. Each is a POST to `/cms-api/articles/:id/…` (docs/decisions/058); publishing and
 * scheduling stay Payload's own Publish button, and clear the review.
 */
import { Button, toast, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { may, roleOf } from '../../content/access/roles'
import { reviewStep } from './reviewStep'
import { SendBackDialog } from './SendBackDialog'
import { relationId } from '../../ground/lib/relationId'

export function ReviewControls() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const router = useRouter()
  const review = useFormFields(([fields]) => fields.review?.value)
  const writer = useFormFields(([fields]) => relationId(fields.created_by?.value))
  const [busy, setBusy] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const role = roleOf(user)
  if (!id || !user || role === null) return null

  const take = async (step: 'submit-for-review' | 'send-back', body?: { note: string }) => {
    setBusy(true)
    const outcome = await reviewStep(Number(id), step, body)
    setBusy(false)
    if (outcome.ok) {
      toast.success(step === 'send-back' ? 'Sent back to its writer with your note.' : 'Submitted: editors are told.')
      dialog.current?.close()
      router.refresh()
    } else toast.error(outcome.message)
    return outcome.ok
  }

  // Editors publish; the writers who may not (or who want a second pair of eyes) submit.
  const canSubmit =
    !may(role, 'review') &&
    may(role, 'write_own_drafts') &&
    (writer === null || writer === user.id) &&
    review !== 'submitted'
  const canSendBack = may(role, 'review') && review === 'submitted'
  if (!canSubmit && !canSendBack) return null
  return (
    <>
      {canSubmit ? (
        <Button buttonStyle="secondary" disabled={busy} onClick={() => take('submit-for-review')} size="medium">
          Submit for review
        </Button>
      ) : null}
      {canSendBack ? (
        <>
          <Button buttonStyle="secondary" disabled={busy} onClick={() => dialog.current?.showModal()} size="medium">
            Send back
          </Button>
          <SendBackDialog dialog={dialog} busy={busy} onSend={(note) => take('send-back', { note })} />
        </>
      ) : null}
    </>
  )
}
