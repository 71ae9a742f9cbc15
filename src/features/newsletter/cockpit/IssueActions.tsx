'use client'
/**
 * The newsletter issue's actions in the cockpit's sidebar (src/collections/NewsletterIssues/endpoints/newsletterIssue.ts): preview the saved
 * issue as the mail (HTML and plain text), send a test to yourself, then send it now or schedule it.
 */
import { Button, toast, useConfig, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

export function IssueActions() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const modified = useFormModified()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [busy, setBusy] = useState(false)
  const [at, setAt] = useState('')
  if (!id) return <p className="field-description">Save the issue to preview, test and send it.</p>
  const base = `${config.serverURL}${config.routes.api}/newsletter-issues/${id}`

  const call = async (action: string, body?: object, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return
    setBusy(true)
    const response = await fetch(`${base}/${action}`, {
      method: 'POST',
      credentials: 'include',
      headers: body ? { 'Content-Type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    })
    setBusy(false)
    const answer = (await response.json().catch(() => null)) as {
      message?: string
      errors?: Array<{ message: string }>
    } | null
    if (response.ok) {
      toast.success(answer?.message ?? 'Done.')
      router.refresh()
    } else {
      toast.error(answer?.errors?.[0]?.message ?? 'That did not work; try again.')
    }
  }

  const sent = status === 'sending' || status === 'sent'
  return (
    <div className="newsletter-issue-actions" style={{ display: 'grid', gap: '0.5rem', marginBottom: '1.5rem' }}>
      <strong>Preview and send</strong>
      {modified ? (
        <p className="field-description">Save first: previews, tests and sends use the saved issue.</p>
      ) : null}
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`${base}/preview`}
          target="_blank"
          rel="noreferrer"
        >
          Preview mail
        </a>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`${base}/preview?format=text`}
          target="_blank"
          rel="noreferrer"
        >
          Plain text
        </a>
      </div>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy || modified}
        onClick={() => call('test')}
      >
        Send a test to me
      </Button>
      {sent ? (
        <p className="field-description">This issue has been sent: see Newsletter sends for how it went.</p>
      ) : (
        <>
          <Button
            buttonStyle="primary"
            size="small"
            margin={false}
            disabled={busy || modified}
            onClick={() => call('send', undefined, 'Send this issue to its subscribers now? This cannot be undone.')}
          >
            Send now
          </Button>
          <label htmlFor="issue-send-at" className="field-label">
            Or send at (your time)
          </label>
          <input id="issue-send-at" type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={busy || modified || !at}
            onClick={() => call('send', { at: new Date(at).toISOString() })}
          >
            Schedule
          </Button>
          {status === 'scheduled' ? (
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={busy}
              onClick={() => call('unschedule')}
            >
              Cancel schedule
            </Button>
          ) : null}
        </>
      )}
    </div>
  )
}
