'use client'
/**
 * The upload form of /cockpit/import: the export file, its kind (told from the file unless chosen), the default PMS,
 * the PMS map, the old site's address and "dry run", sent to POST /cms-api/imports (src/endpoints/importRuns.ts). A
 * refusal shows beside its field; an accepted upload opens its run, whose progress the page then follows.
 */
import { type FormEvent, useState } from 'react'

interface Problem {
  detail?: string
  title?: string
  errors?: Array<{ field: string; message: string }>
}

const FIELD_LABELS: Record<string, string> = {
  file: 'The file',
  source: 'The kind',
  default_pms: 'The default PMS',
  pms_map: 'The PMS map',
  old_site: "The old site's address",
  dry_run: 'Dry run',
}

function FieldError({ problem, field }: { problem: Problem | null; field: string }) {
  const messages = problem?.errors?.filter((error) => error.field === field) ?? []
  if (messages.length === 0) return null
  return (
    <span className="import-field-error" id={`import-error-${field}`}>
      {messages.map((error) => `${FIELD_LABELS[field] ?? field} ${error.message}.`).join(' ')}
    </span>
  )
}

export function ImportForm({ pmses }: { pmses: Array<{ slug: string; name: string }> }) {
  const [problem, setProblem] = useState<Problem | null>(null)
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    setProblem(null)
    try {
      const response = await fetch('/cms-api/imports', {
        method: 'POST',
        credentials: 'same-origin',
        body: new FormData(event.currentTarget),
      })
      const body = (await response.json().catch(() => ({}))) as Problem & { id?: number }
      if (response.status === 202 && body.id) {
        window.location.assign(`/cockpit/import?run=${body.id}`)
        return
      }
      setProblem(body.detail || body.errors ? body : { detail: `The upload failed (${response.status}); try again.` })
    } catch (error) {
      setProblem({ detail: `The upload did not reach the server (${(error as Error).message}); try again.` })
    }
    setSending(false)
  }

  const fieldErrors = new Set(problem?.errors?.map((error) => error.field) ?? [])
  const invalid = (field: string) =>
    fieldErrors.has(field) ? { 'aria-invalid': true, 'aria-describedby': `import-error-${field}` } : {}
  return (
    <form className="import-form" onSubmit={submit} aria-label="Import an export">
      <label>
        Export file
        <input
          type="file"
          name="file"
          accept=".xml,.json,application/xml,text/xml,application/json"
          required
          {...invalid('file')}
        />
        <span className="import-hint">A WordPress export (.xml) or a Ghost export (.json).</span>
        <FieldError problem={problem} field="file" />
      </label>
      <label>
        Kind
        <select name="source" defaultValue="auto" {...invalid('source')}>
          <option value="auto">Tell from the file</option>
          <option value="wordpress">WordPress (WXR)</option>
          <option value="ghost">Ghost (JSON)</option>
        </select>
        <FieldError problem={problem} field="source" />
      </label>
      <label>
        Default PMS
        <select name="default_pms" defaultValue="" required {...invalid('default_pms')}>
          <option value="" disabled>
            Choose a PMS profile
          </option>
          {pmses.map((pms) => (
            <option key={pms.slug} value={pms.slug}>
              {pms.name}
            </option>
          ))}
        </select>
        <span className="import-hint">The PMS of every post no rule of the map places.</span>
        <FieldError problem={problem} field="default_pms" />
      </label>
      <label>
        PMS map (optional)
        <textarea
          name="pms_map"
          placeholder={'opera-news → opera-cloud\nmews mews'}
          spellCheck={false}
          {...invalid('pms_map')}
        />
        <span className="import-hint">
          A category or tag slug of the old site and a PMS slug, a rule a line (or JSON). A post takes the PMS of its
          first category with a rule, then of its first tag.
        </span>
        <FieldError problem={problem} field="pms_map" />
      </label>
      <label>
        Old site’s address (optional)
        <input type="url" name="old_site" placeholder="https://blog.example.com" {...invalid('old_site')} />
        <span className="import-hint">Needed for Ghost, whose export leaves its links and images without it.</span>
        <FieldError problem={problem} field="old_site" />
      </label>
      <label className="import-check">
        <input type="checkbox" name="dry_run" value="true" />
        Dry run: say what would happen, write nothing
      </label>
      {problem?.detail && !problem.errors ? (
        <p className="import-problem" role="alert">
          {problem.detail}
        </p>
      ) : problem?.errors ? (
        <p className="import-problem" role="alert">
          {problem.errors.length === 1 ? 'One field needs a change.' : `${problem.errors.length} fields need a change.`}
        </p>
      ) : null}
      <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={sending}>
        {sending ? 'Uploading…' : 'Upload and import'}
      </button>
    </form>
  )
}
