'use client'
/**
 * One import run on /cockpit/import: its state, progress and counts, refreshed from GET /cms-api/imports/:id while it
 * waits or runs, and at the end the importer's report: the posts skipped, refused and imported with warnings, each
 * with its title, its id in the export and why.
 */
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import type { ImportRun } from '../../features/importing/importRuns'
import type { ListedPost } from '../../features/importing/runImport'
import { STATE_LABELS } from './importRunLabels'

const REFRESH_MS = 1000

const isActive = (run: ImportRun) => run.state === 'queued' || run.state === 'running'

function Listed({ title, posts }: { title: string; posts: ListedPost[] }) {
  if (posts.length === 0) return null
  return (
    <details open={posts.length <= 10}>
      <summary>{`${title} (${posts.length})`}</summary>
      <ul>
        {posts.map((post) => (
          <li key={`${post.key}-${post.reason}`}>
            <strong>{post.title}</strong> <span className="import-key">[{post.key}]</span>: {post.reason}
          </li>
        ))}
      </ul>
    </details>
  )
}

export function ImportRunPanel({ initial }: { initial: ImportRun }) {
  const [run, setRun] = useState(initial)
  const [trouble, setTrouble] = useState<string | null>(null)
  const active = isActive(run)
  const router = useRouter()
  const wasActive = useRef(active)

  // The page's list of runs is the server's: drawn again once this run has ended, so that it says so too.
  useEffect(() => {
    if (wasActive.current && !active) router.refresh()
    wasActive.current = active
  }, [active, router])

  useEffect(() => {
    if (!active) return
    let stopped = false
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/cms-api/imports/${run.id}`, { credentials: 'same-origin', cache: 'no-store' })
        if (stopped) return
        if (!response.ok) throw new Error(`the server answered ${response.status}`)
        setRun((await response.json()) as ImportRun)
        setTrouble(null)
      } catch (error) {
        // Shown, and tried again at the next turn: the run goes on in the worker whatever this page does.
        if (!stopped) setTrouble(`Could not refresh (${(error as Error).message}); trying again.`)
        if (!stopped) setRun((current) => ({ ...current }))
      }
    }, REFRESH_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [run, active])

  const { counts, report } = run
  const verbs = run.dryRun ? ['Would create', 'Would update'] : ['Created', 'Updated']
  const figures: Array<[string, number]> = [
    [verbs[0]!, counts.created],
    [verbs[1]!, counts.updated],
    ['Unchanged', counts.unchanged],
    ['Skipped', counts.skipped],
    ['Refused', counts.failed],
  ]
  const others = report
    ? Object.entries(report.otherItems).map(([type, count]) => `${count} × ${type || 'untyped'}`)
    : []
  return (
    <section className="import-run" aria-labelledby="import-run-title" data-run={run.id} data-state={run.state}>
      <h2 id="import-run-title">
        {run.fileName}
        {run.dryRun ? ' (dry run)' : ''}
      </h2>
      <p style={{ margin: 0 }}>
        <span className="import-run__state" data-state={run.state} role="status">
          {STATE_LABELS[run.state]}
        </span>{' '}
        {run.source === 'ghost' ? 'Ghost export' : 'WordPress export'}, default PMS {run.defaultPms}
        {run.attempts > 1 ? `, attempt ${run.attempts}` : ''}
      </p>
      {run.total !== null ? (
        <>
          <progress max={Math.max(run.total, 1)} value={run.done} aria-label="Posts read" />
          <p style={{ margin: 0 }} data-testid="import-progress">{`${run.done} of ${run.total} posts`}</p>
        </>
      ) : active ? (
        <progress aria-label="Waiting to start" />
      ) : null}
      <dl className="import-counts">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-count={label}>{value}</dd>
          </div>
        ))}
      </dl>
      {run.error ? (
        <p className="import-run__error" role="alert">
          {run.error}
        </p>
      ) : null}
      {trouble ? <p className="import-hint">{trouble}</p> : null}
      {report ? (
        <>
          {others.length > 0 ? <p style={{ margin: 0 }}>{`Not posts, not imported: ${others.join(', ')}.`}</p> : null}
          <Listed title="Skipped" posts={report.skipped} />
          <Listed title="Refused (nothing of them was written)" posts={report.failed} />
          <Listed title="Imported with warnings" posts={report.warnings} />
          {run.dryRun ? <p style={{ margin: 0 }}>Dry run: nothing was written.</p> : null}
        </>
      ) : null}
    </section>
  )
}
