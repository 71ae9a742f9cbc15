'use client'
/**
 * On an agent's change in the audit trail: a link to the changed item, and each changed field before and after —
 * short values side by side, long texts as a line diff (src/ground/lib/lineDiff.ts).
 */
import { useFormFields } from '@payloadcms/ui'

import { lineDiff } from '../../ground/lib/lineDiff'

interface FieldChange {
  field: string
  before: unknown
  after: unknown
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '(empty)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)
const isLong = (value: unknown) => typeof value === 'string' && (value.length > 120 || value.includes('\n'))

const LINE_COLOURS = {
  same: 'transparent',
  removed: 'var(--theme-error-100, #fde8e6)',
  added: 'var(--theme-success-100, #e3f5ea)',
} as const
const LINE_MARKS = { same: ' ', removed: '−', added: '+' } as const

function Diff({ change }: { change: FieldChange }) {
  if (!isLong(change.before) && !isLong(change.after)) {
    return (
      <p style={{ margin: '0.25rem 0 0.75rem' }}>
        <del style={{ background: LINE_COLOURS.removed }}>{shown(change.before)}</del> →{' '}
        <ins style={{ background: LINE_COLOURS.added, textDecoration: 'none' }}>{shown(change.after)}</ins>
      </p>
    )
  }
  return (
    <pre
      style={{
        whiteSpace: 'pre-wrap',
        fontSize: '0.85rem',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
        padding: '0.5rem',
        maxHeight: '28rem',
        overflow: 'auto',
      }}
    >
      {lineDiff(String(change.before ?? ''), String(change.after ?? '')).map((line, index) => (
        <div key={index} data-diff={line.kind} style={{ background: LINE_COLOURS[line.kind] }}>
          {`${LINE_MARKS[line.kind]} ${line.text}`}
        </div>
      ))}
    </pre>
  )
}

/** A created field's value: short ones inline, long texts as they are. */
function Value({ value }: { value: unknown }) {
  return isLong(value) ? (
    <pre style={{ whiteSpace: 'pre-wrap', fontSize: '0.85rem', maxHeight: '28rem', overflow: 'auto' }}>
      {String(value)}
    </pre>
  ) : (
    <p style={{ margin: '0.25rem 0 0.75rem' }}>{shown(value)}</p>
  )
}

export function AuditChanges() {
  const collection = useFormFields(([fields]) => fields.target_collection?.value as string | undefined)
  const id = useFormFields(([fields]) => fields.target_id?.value as string | undefined)
  const changes = useFormFields(([fields]) => fields.changes?.value as FieldChange[] | undefined)
  const tool = useFormFields(([fields]) => fields.tool?.value as string | undefined)
  // A creation's fields were set from nothing: their values, without a "before" that never was.
  const created = tool?.startsWith('create-') ?? false
  if (!collection || !id) return null
  return (
    <section className="audit-changes" style={{ marginBottom: '1.5rem' }}>
      <p>
        <a href={`/cockpit/collections/${collection}/${id}`}>{`Open the changed item (${collection} ${id})`}</a>
      </p>
      {Array.isArray(changes) && changes.length > 0 ? (
        <>
          <h3>{created ? 'Created with' : 'Changed fields'}</h3>
          {changes.map((change) => (
            <div key={change.field} data-field={change.field}>
              <strong>{change.field}</strong>
              {created ? <Value value={change.after} /> : <Diff change={change} />}
            </div>
          ))}
        </>
      ) : null}
    </section>
  )
}
