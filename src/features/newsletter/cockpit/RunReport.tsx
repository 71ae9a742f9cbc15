'use client'
/**
 * On a newsletter send in the cockpit: pause or resume it, and the mails that failed, bounced or wait for a retry,
 * with the mail server's reason (src/collections/NewsletterRuns/endpoints/newsletterRun.ts).
 */
import { Button, toast, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

interface Failure {
  email: string
  status: string
  attempts: number
  error: string
}

const STATUS_WORDS: Record<string, string> = { failed: 'Failed', bounced: 'Bounced', queued: 'Will retry' }

export function RunReport() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [failures, setFailures] = useState<Failure[] | null>(null)
  const [busy, setBusy] = useState(false)
  const base = `${config.serverURL}${config.routes.api}/newsletter-runs/${id}`

  useEffect(() => {
    if (!id) return
    fetch(`${base}/failures`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { failures: [] }))
      .then((body: { failures: Failure[] }) => setFailures(body.failures))
      .catch(() => setFailures([]))
  }, [base, id])

  const toggle = async (action: 'pause' | 'resume') => {
    setBusy(true)
    const response = await fetch(`${base}/${action}`, { method: 'POST', credentials: 'include' })
    setBusy(false)
    const answer = (await response.json().catch(() => null)) as {
      message?: string
      errors?: Array<{ message: string }>
    } | null
    if (response.ok) toast.success(answer?.message ?? 'Done.')
    else toast.error(answer?.errors?.[0]?.message ?? 'That did not work.')
    router.refresh()
  }

  if (!id) return null
  return (
    <div style={{ display: 'grid', gap: '0.75rem', margin: '1rem 0' }}>
      {status === 'sending' ? (
        <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => toggle('pause')}>
          Pause sending
        </Button>
      ) : null}
      {status === 'paused' ? (
        <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => toggle('resume')}>
          Resume sending
        </Button>
      ) : null}
      <h3 style={{ margin: 0 }}>Failures</h3>
      {failures === null ? (
        <p>Loading…</p>
      ) : failures.length === 0 ? (
        <p>None.</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>Address</th>
              <th>State</th>
              <th>Attempts</th>
              <th>Reason</th>
            </tr>
          </thead>
          <tbody>
            {failures.map((failure) => (
              <tr key={`${failure.email}-${failure.status}`}>
                <td>{failure.email}</td>
                <td>{STATUS_WORDS[failure.status] ?? failure.status}</td>
                <td>{failure.attempts}</td>
                <td>{failure.error}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
