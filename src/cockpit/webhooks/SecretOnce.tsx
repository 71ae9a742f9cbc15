'use client'
/** A secret shown this once, with a copy button: registering an endpoint, rotating its secret. */
import { Button, toast } from '@payloadcms/ui'

export function SecretOnce({ lead, secret, onDone }: { lead: string; secret: string; onDone: () => void }) {
  return (
    <div role="status" style={{ marginBottom: '1rem' }}>
      <p style={{ margin: '0 0 0.5rem' }}>
        <strong>{lead}</strong> It is shown this once; we keep it sealed and cannot show it again.
      </p>
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <code
          data-testid="webhook-secret"
          style={{ padding: '0.4rem 0.6rem', background: 'var(--theme-elevation-100)', wordBreak: 'break-all' }}
        >
          {secret}
        </code>
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          onClick={() => void navigator.clipboard.writeText(secret).then(() => toast.success('Copied.'))}
        >
          Copy
        </Button>
        <Button buttonStyle="subtle" size="small" margin={false} onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  )
}
