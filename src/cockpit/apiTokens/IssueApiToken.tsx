'use client'
/**
 * Above the API tokens list: make a token (a name, a role — docs/decisions/060 — and an optional expiry) and see its secret once, with a copy
 * button. The secret is in this component's state only; leaving the page forgets it.
 */
import { Button, toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { ROLE_LABELS, ROLES, type Role } from '../../content/access/roles'

interface Issued {
  name: string
  token: string
}

export function IssueApiToken() {
  const { config } = useConfig()
  const router = useRouter()
  const [name, setName] = useState('')
  const [expires, setExpires] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [busy, setBusy] = useState(false)
  const [issued, setIssued] = useState<Issued | null>(null)

  const issue = async () => {
    setBusy(true)
    const response = await fetch(`${config.serverURL}${config.routes.api}/api-tokens/issue`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, role, expires_at: expires ? new Date(expires).toISOString() : null }),
    })
    setBusy(false)
    const body = (await response.json().catch(() => null)) as (Issued & { errors?: Array<{ message: string }> }) | null
    if (!response.ok || !body?.token)
      return void toast.error(body?.errors?.[0]?.message ?? 'The token could not be made.')
    setIssued({ name: body.name, token: body.token })
    setName('')
    setExpires('')
    router.refresh()
  }

  return (
    <section
      className="issue-api-token"
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
        padding: '1rem 1.25rem',
        marginBottom: '1.5rem',
      }}
    >
      <h3 style={{ margin: '0 0 0.75rem' }}>New API token</h3>
      {issued ? (
        <div role="status" style={{ marginBottom: '1rem' }}>
          <p style={{ margin: '0 0 0.5rem' }}>
            <strong>Copy the token for “{issued.name}” now.</strong> It is shown this once; we keep only a hash of it.
          </p>
          <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <code
              data-testid="issued-token"
              style={{ padding: '0.4rem 0.6rem', background: 'var(--theme-elevation-100)', wordBreak: 'break-all' }}
            >
              {issued.token}
            </code>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => void navigator.clipboard.writeText(issued.token).then(() => toast.success('Copied.'))}
            >
              Copy
            </Button>
            <Button buttonStyle="subtle" size="small" margin={false} onClick={() => setIssued(null)}>
              Done
            </Button>
          </div>
        </div>
      ) : null}
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <label style={{ display: 'grid', gap: '0.25rem', flex: '1 1 16rem' }}>
          Name (what it is for)
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={255}
            placeholder="Newsroom pipeline"
            style={{ padding: '0.5rem' }}
          />
        </label>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Role (what it may do)
          <select value={role} onChange={(event) => setRole(event.target.value as Role)} style={{ padding: '0.5rem' }}>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Expires (optional)
          <input
            type="datetime-local"
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
            style={{ padding: '0.45rem' }}
          />
        </label>
        <Button buttonStyle="primary" size="medium" margin={false} disabled={busy || !name.trim()} onClick={issue}>
          Create token
        </Button>
      </div>
    </section>
  )
}
