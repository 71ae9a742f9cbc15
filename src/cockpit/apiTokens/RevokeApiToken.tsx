'use client'
/** On an API token: Revoke, after a confirmation naming it. A revoked token answers 401 from the next request on. */
import { Button, toast, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

export function RevokeApiToken() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const name = useFormFields(([fields]) => fields.name?.value as string | undefined)
  const revoked = useFormFields(([fields]) => Boolean(fields.revoked_at?.value))
  const [busy, setBusy] = useState(false)
  if (!id) return null
  if (revoked) return <p className="field-description">This token is revoked.</p>
  const revoke = async () => {
    if (
      !window.confirm(
        `Revoke the API token “${name ?? ''}”? Pipelines using it are refused from their next request on. This cannot be undone.`,
      )
    )
      return
    setBusy(true)
    const response = await fetch(`${config.serverURL}${config.routes.api}/api-tokens/${id}/revoke`, {
      method: 'POST',
      credentials: 'include',
    })
    setBusy(false)
    const body = (await response.json().catch(() => null)) as {
      message?: string
      errors?: Array<{ message: string }>
    } | null
    if (response.ok) toast.success(body?.message ?? 'Revoked.')
    else toast.error(body?.errors?.[0]?.message ?? 'The token could not be revoked.')
    router.refresh()
  }
  return (
    <Button buttonStyle="error" size="medium" margin={false} disabled={busy} onClick={revoke}>
      Revoke token
    </Button>
  )
}
