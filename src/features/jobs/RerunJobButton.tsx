'use client'
/** The "Re-run" button on a failed job in the cockpit: asks the re-run endpoint to queue the job again. */
import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/** On a failed job's page; or, given `jobId`, for that job (the dashboard's list of failed jobs). */
export function RerunJobButton({ jobId }: { jobId?: number }) {
  const document = useDocumentInfo() as { id?: number | string; data?: { hasError?: boolean; workflowSlug?: string } }
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle')
  const id = jobId ?? document.id
  if (!id || (jobId === undefined && (!document.data?.hasError || !document.data.workflowSlug))) return null
  const rerun = async () => {
    setState('busy')
    const response = await fetch(`/cms-api/payload-jobs/${id}/rerun`, { method: 'POST', credentials: 'include' })
    setState(response.ok ? 'done' : 'failed')
  }
  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-medium"
      disabled={state === 'busy' || state === 'done'}
      onClick={rerun}
    >
      {state === 'done' ? 'Queued again' : state === 'failed' ? 'Re-run failed; try again' : 'Re-run'}
    </button>
  )
}
