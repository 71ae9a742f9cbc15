'use client'
/**
 * On a webhook: its delivery log (event, state, HTTP status, time, tries, the answer's first bytes), newest first,
 * with "Send test" (a `ping`), "Redeliver" on each line, and "Rotate secret" (the new secret shown once; the old one
 * signs beside it for a day). Read from the collection's endpoints (src/collections/Webhooks/endpoints/), admins only.
 */
import { Button, toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import type { WebhookLogLine } from '../../content/webhooks/webhookDeliveries'
import { SecretOnce } from './SecretOnce'

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—')

const cell = { padding: '0.35rem 0.5rem', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' }

export function WebhookDeliveries() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const base = `${config.serverURL}${config.routes.api}/webhooks/${id}`
  const [lines, setLines] = useState<WebhookLogLine[] | null>(null)
  const [secret, setSecret] = useState<string | null>(null)

  const load = useCallback(async () => {
    const response = await fetch(`${base}/deliveries`, { credentials: 'include' })
    const body = (await response.json().catch(() => null)) as { deliveries?: WebhookLogLine[] } | null
    setLines(body?.deliveries ?? [])
  }, [base])

  useEffect(() => {
    if (id) void load()
  }, [id, load])

  if (!id) return null

  const post = async (path: string, done: string, body?: object) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    })
    const answer = (await response.json().catch(() => null)) as {
      secret?: string
      errors?: Array<{ message: string }>
    } | null
    if (!response.ok) toast.error(answer?.errors?.[0]?.message ?? 'That did not work.')
    else toast.success(done)
    await load()
    return answer
  }

  const rotate = async () => {
    if (!window.confirm('Make a new signing secret? The current one keeps signing beside it for 24 hours.')) return
    const answer = await post('/rotate-secret', 'A new secret signs from now on.', { grace_hours: 24 })
    if (answer?.secret) setSecret(answer.secret)
  }

  return (
    <section className="webhook-deliveries" style={{ marginTop: '1.5rem' }}>
      <h3 style={{ margin: '0 0 0.75rem' }}>Deliveries</h3>
      {secret ? (
        <SecretOnce lead="Copy the new signing secret now." secret={secret} onDone={() => setSecret(null)} />
      ) : null}
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: '0.75rem' }}>
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          onClick={() => void post('/test', 'A ping is on its way.')}
        >
          Send test
        </Button>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => void load()}>
          Refresh
        </Button>
        <Button buttonStyle="subtle" size="small" margin={false} onClick={() => void rotate()}>
          Rotate secret
        </Button>
      </div>
      {lines === null ? (
        <p>Loading…</p>
      ) : lines.length === 0 ? (
        <p>Nothing was sent yet.</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9em' }}>
            <thead>
              <tr style={{ textAlign: 'left' }}>
                <th style={cell}>Event</th>
                <th style={cell}>State</th>
                <th style={cell}>Answer</th>
                <th style={cell}>Queued</th>
                <th style={cell}>Last try</th>
                <th style={cell}>Tries</th>
                <th style={cell} />
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} data-testid="webhook-delivery">
                  <td style={cell}>
                    <code>{line.event}</code>
                  </td>
                  <td style={cell}>{line.state}</td>
                  <td style={{ ...cell, maxWidth: '20rem' }}>
                    <div>{line.lastStatus ?? line.lastError ?? '—'}</div>
                    {line.answerHead ? (
                      <code style={{ display: 'block', whiteSpace: 'pre-wrap', wordBreak: 'break-all', opacity: 0.8 }}>
                        {line.answerHead.slice(0, 200)}
                      </code>
                    ) : null}
                  </td>
                  <td style={cell}>{when(line.createdAt)}</td>
                  <td style={cell}>{when(line.lastAttemptAt)}</td>
                  <td style={cell}>{line.attempts}</td>
                  <td style={cell}>
                    <Button
                      buttonStyle="subtle"
                      size="small"
                      margin={false}
                      onClick={() => void post(`/deliveries/${line.id}/redeliver`, 'Queued again.')}
                    >
                      Redeliver
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
