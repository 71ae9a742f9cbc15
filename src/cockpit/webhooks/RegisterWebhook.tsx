'use client'
/**
 * Above the webhooks list: register an endpoint (its URL, the events it hears of, a description) and see its signing
 * secret once, with a copy button (docs/decisions/077-webhooks.md). The secret is in this component's state only;
 * leaving the page forgets it. A refusal names the field (an address that is not https or not public, no event).
 */
import { Button, toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '../../content/webhooks/webhookEvents'
import { SecretOnce } from './SecretOnce'

export function RegisterWebhook() {
  const { config } = useConfig()
  const router = useRouter()
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const [events, setEvents] = useState<WebhookEvent[]>(['article.published', 'article.updated'])
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<{ url: string; secret: string } | null>(null)

  const toggle = (event: WebhookEvent) =>
    setEvents((chosen) => (chosen.includes(event) ? chosen.filter((e) => e !== event) : [...chosen, event]))

  const register = async () => {
    setBusy(true)
    const response = await fetch(`${config.serverURL}${config.routes.api}/webhooks/register`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url, events, description: description || null }),
    })
    setBusy(false)
    const body = (await response.json().catch(() => null)) as {
      url?: string
      secret?: string
      errors?: Array<{ message: string; path?: string }>
    } | null
    if (!response.ok || !body?.secret)
      return void toast.error(body?.errors?.[0]?.message ?? 'The webhook could not be registered.')
    setMade({ url: body.url ?? url, secret: body.secret })
    setUrl('')
    setDescription('')
    router.refresh()
  }

  return (
    <section
      className="register-webhook"
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
        padding: '1rem 1.25rem',
        marginBottom: '1.5rem',
      }}
    >
      <h3 style={{ margin: '0 0 0.75rem' }}>New webhook</h3>
      {made ? (
        <SecretOnce
          lead={`Copy the signing secret for ${made.url} now.`}
          secret={made.secret}
          onDone={() => setMade(null)}
        />
      ) : null}
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          URL (https://…)
          <input
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            maxLength={2000}
            placeholder="https://hooks.example.com/pms-news"
            style={{ padding: '0.5rem' }}
          />
        </label>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ marginBottom: '0.25rem' }}>Events</legend>
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: '0.25rem' }}
          >
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} title={WEBHOOK_EVENT_LABELS[event]} style={{ display: 'flex', gap: '0.4rem' }}>
                <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} />
                <code>{event}</code>
              </label>
            ))}
          </div>
        </fieldset>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Description (optional)
          <input
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={500}
            placeholder="Search index rebuild"
            style={{ padding: '0.5rem' }}
          />
        </label>
        <div>
          <Button
            buttonStyle="primary"
            size="medium"
            margin={false}
            disabled={busy || !url.trim() || events.length === 0}
            onClick={register}
          >
            Register webhook
          </Button>
        </div>
      </div>
    </section>
  )
}
