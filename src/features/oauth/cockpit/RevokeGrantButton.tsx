'use client'
/**
 * Revoke on /cockpit/mcp-tokens: a form post (src/features/oauth/cockpit/revokeGrantEndpoint.ts), sent only after a
 * confirmation that names the agent and the account, since the agent loses its access at once.
 */
import type { FormEvent } from 'react'

interface RevokeGrantButtonProps {
  action: string
  /** What the confirmation asks. */
  question: string
  label: string
  /** Form fields to send (the client id for "revoke all"). */
  fields?: Record<string, string>
}

export function RevokeGrantButton({ action, question, label, fields = {} }: RevokeGrantButtonProps) {
  const confirm = (event: FormEvent) => {
    if (!window.confirm(question)) event.preventDefault()
  }
  return (
    <form method="post" action={action} onSubmit={confirm} style={{ display: 'inline' }}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-small btn--withoutPopup"
        style={{ margin: 0 }}
      >
        {label}
      </button>
    </form>
  )
}
