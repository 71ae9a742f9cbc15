'use client'
/** The new-draft page's one action (./NewDraftView.tsx): make the draft, then open it. */
import { Button } from '@payloadcms/ui'

import { useCreateDraft } from './useCreateDraft'

export function CreateDraftButton({ collectionSlug, label }: { collectionSlug: string; label: string }) {
  const { createDraft, busy } = useCreateDraft()
  return (
    <Button buttonStyle="primary" disabled={busy} margin={false} onClick={() => void createDraft(collectionSlug)}>
      {label}
    </Button>
  )
}
