'use client'
/** "Cancel schedule" beside Publish on a scheduled article: asks, then calls the cancel-schedule endpoint. */
import { Button, toast, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

export function CancelScheduleButton() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const scheduled = useFormFields(([fields]) => fields.scheduled?.value === true)
  const [busy, setBusy] = useState(false)
  if (!id || !scheduled) return null
  const cancel = async () => {
    if (!window.confirm('Cancel the schedule? The article stays a draft and will not be published at its date.')) return
    setBusy(true)
    const response = await fetch(`${config.serverURL}${config.routes.api}/articles/${id}/cancel-schedule`, {
      method: 'POST',
      credentials: 'include',
    })
    setBusy(false)
    if (response.ok) {
      toast.success('Schedule cancelled: the article is a draft.')
      router.refresh()
    } else {
      toast.error(
        ((await response.json().catch(() => null)) as { errors?: Array<{ message: string }> } | null)?.errors?.[0]
          ?.message ?? 'Could not cancel the schedule.',
      )
    }
  }
  return (
    <Button buttonStyle="secondary" disabled={busy} onClick={cancel} size="medium">
      Cancel schedule
    </Button>
  )
}
