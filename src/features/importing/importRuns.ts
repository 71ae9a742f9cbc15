/**
 * The cockpit's import runs (table `import_runs`, owned here: docs/decisions/043 and 068): an upload's options, the
 * state of its job (queued, running, finished, failed), its progress with the counts so far, and at the end the
 * importer's report. Progress is written outside any transaction, so the cockpit sees it while the run goes on.
 * The uploaded file itself is ./importRunFiles.ts; a run that ends takes its file with it, in the same statement.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleOf, queryInRequest } from '../../ground/db/adapter'
import type { ImportProgress, ImportReport, ListedPost } from './runImport'
import type { SourceKind } from './sourcePost'

export type ImportRunState = 'queued' | 'running' | 'finished' | 'failed'

/** The task that runs an import in the worker (./importRunTask.ts); the orphan sweep below looks for its jobs. */
export const IMPORT_RUN_TASK = 'import-run'

/** What an upload asks of the importer. */
export interface ImportRunOptions {
  source: SourceKind
  fileName: string
  fileBytes: number
  defaultPms: string
  /** The PMS map as the admin wrote it (./pmsMap.ts reads it); empty for none. */
  pmsMap: string
  oldSite: string | null
  dryRun: boolean
}

/** The importer's report as it is kept: JSON, the other items as an object. */
interface StoredReport {
  total: number
  outcomes: ImportReport['outcomes']
  skipped: ListedPost[]
  failed: ListedPost[]
  warnings: ListedPost[]
  otherItems: Record<string, number>
}

export interface ImportRun extends ImportRunOptions {
  id: number
  state: ImportRunState
  createdBy: string | null
  attempts: number
  done: number
  total: number | null
  counts: { created: number; updated: number; unchanged: number; skipped: number; failed: number }
  report: StoredReport | null
  error: string | null
  createdAt: string
  startedAt: string | null
  progressAt: string | null
  finishedAt: string | null
}

interface RunRow extends Record<string, unknown> {
  id: number
  state: ImportRunState
  source: SourceKind
  file_name: string
  file_bytes: string | number
  default_pms: string
  pms_map: string
  old_site: string | null
  dry_run: boolean
  created_by_email: string | null
  attempts: number
  done: number
  total: number | null
  created: number
  updated: number
  unchanged: number
  skipped: number
  failed: number
  report: StoredReport | null
  error: string | null
  created_at: string | Date
  started_at: string | Date | null
  progress_at: string | Date | null
  finished_at: string | Date | null
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString())

function runOf(row: RunRow): ImportRun {
  return {
    id: row.id,
    state: row.state,
    source: row.source,
    fileName: row.file_name,
    fileBytes: Number(row.file_bytes),
    defaultPms: row.default_pms,
    pmsMap: row.pms_map,
    oldSite: row.old_site,
    dryRun: row.dry_run,
    createdBy: row.created_by_email,
    attempts: row.attempts,
    done: row.done,
    total: row.total,
    counts: {
      created: row.created,
      updated: row.updated,
      unchanged: row.unchanged,
      skipped: row.skipped,
      failed: row.failed,
    },
    report: row.report,
    error: row.error,
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    progressAt: iso(row.progress_at),
    finishedAt: iso(row.finished_at),
  }
}

const RUN_COLUMNS = sql`r.id, r.state, r.source, r.file_name, r.file_bytes, r.default_pms, r.pms_map, r.old_site,
  r.dry_run, u.email AS created_by_email, r.attempts, r.done, r.total, r.created, r.updated, r.unchanged, r.skipped,
  r.failed, r.report, r.error, r.created_at, r.started_at, r.progress_at, r.finished_at`

/** A new run, queued, in the request's transaction (its file and its job go in the same one). */
export async function insertImportRun(req: PayloadRequest, options: ImportRunOptions): Promise<number> {
  const createdBy = req.user && req.user.collection === 'users' ? Number(req.user.id) : null
  const [row] = await queryInRequest<{ id: number }>(
    req,
    sql`INSERT INTO import_runs (source, file_name, file_bytes, default_pms, pms_map, old_site, dry_run, created_by)
        VALUES (${options.source}, ${options.fileName}, ${options.fileBytes}, ${options.defaultPms},
                ${options.pmsMap}, ${options.oldSite}, ${options.dryRun}, ${createdBy})
        RETURNING id`,
  )
  return row!.id
}

/**
 * A run that is neither finished nor failed while no live job of it is left (its job was cancelled, or failed for
 * good outside the task's own handling) would wait for ever: it is failed, and its file deleted. A job that a dead
 * worker left still counts as live: the jobs queue hands it to another worker (JOBS_STALE_AFTER_SECONDS), and the
 * run starts again from the top, the importer being idempotent.
 */
async function settleOrphanedRuns(payload: Payload): Promise<void> {
  await drizzleOf(payload).execute(sql`
    WITH orphaned AS (
      UPDATE import_runs r SET state = 'failed', finished_at = now(),
             error = coalesce(r.error || ' ', '') || 'Its job is gone from the queue (cancelled, or failed for good).'
      WHERE r.state IN ('queued', 'running') AND NOT EXISTS (
        SELECT 1 FROM payload_jobs j
        WHERE j.task_slug::text = ${IMPORT_RUN_TASK} AND j.input->>'runId' = r.id::text
          AND j.completed_at IS NULL AND NOT coalesce(j.has_error, false))
      RETURNING r.id)
    DELETE FROM import_run_files f USING orphaned o WHERE f.run_id = o.id`)
}

export async function importRunById(payload: Payload, id: number): Promise<ImportRun | null> {
  await settleOrphanedRuns(payload)
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT ${RUN_COLUMNS} FROM import_runs r LEFT JOIN users u ON u.id = r.created_by WHERE r.id = ${id}`,
  )
  const row = rows[0] as RunRow | undefined
  return row ? runOf(row) : null
}

/** The latest runs, newest first, without their reports (the list needs only the counts). */
export async function recentImportRuns(payload: Payload, limit: number): Promise<ImportRun[]> {
  await settleOrphanedRuns(payload)
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT ${RUN_COLUMNS} FROM import_runs r LEFT JOIN users u ON u.id = r.created_by
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`,
  )
  return (rows as RunRow[]).map((row) => runOf({ ...row, report: null }))
}

/**
 * A run taken up by a worker: running, one more attempt, its progress from zero (a second attempt starts the file
 * over). Null when there is nothing to run: the run is gone, finished or failed.
 */
export async function beginImportRun(payload: Payload, id: number): Promise<ImportRun | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    WITH begun AS (
      UPDATE import_runs SET state = 'running', attempts = attempts + 1, started_at = now(), progress_at = now(),
             done = 0, total = NULL, created = 0, updated = 0, unchanged = 0, skipped = 0, failed = 0
      WHERE id = ${id} AND state IN ('queued', 'running')
      RETURNING *)
    SELECT ${RUN_COLUMNS} FROM begun r LEFT JOIN users u ON u.id = r.created_by`)
  const row = rows[0] as RunRow | undefined
  return row ? runOf(row) : null
}

export async function recordImportProgress(payload: Payload, id: number, progress: ImportProgress): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE import_runs SET done = ${progress.done}, total = ${progress.total}, created = ${progress.outcomes.created},
           updated = ${progress.outcomes.updated}, unchanged = ${progress.outcomes.unchanged},
           skipped = ${progress.skipped}, failed = ${progress.failed}, progress_at = now()
    WHERE id = ${id} AND state = 'running'`)
}

/** A run that failed before its end (the file refused whole, or too many attempts), with why; its file is deleted. */
export async function failImportRun(payload: Payload, id: number, error: string): Promise<void> {
  await drizzleOf(payload).execute(sql`
    WITH ended AS (
      UPDATE import_runs SET state = 'failed', error = ${error}, finished_at = now()
      WHERE id = ${id} AND state IN ('queued', 'running') RETURNING id)
    DELETE FROM import_run_files f USING ended e WHERE f.run_id = e.id`)
}

/** A run that went through: its counts and report kept, its file deleted. */
export async function finishImportRun(payload: Payload, id: number, report: ImportReport): Promise<void> {
  const stored: StoredReport = {
    total: report.total,
    outcomes: report.outcomes,
    skipped: report.skipped,
    failed: report.failed,
    warnings: report.warnings,
    otherItems: Object.fromEntries(report.otherItems),
  }
  await drizzleOf(payload).execute(sql`
    WITH ended AS (
      UPDATE import_runs SET state = 'finished', done = ${report.total}, total = ${report.total},
             created = ${report.outcomes.created}, updated = ${report.outcomes.updated},
             unchanged = ${report.outcomes.unchanged}, skipped = ${report.skipped.length},
             failed = ${report.failed.length}, report = ${JSON.stringify(stored)}::jsonb, error = NULL,
             progress_at = now(), finished_at = now()
      WHERE id = ${id} AND state = 'running' RETURNING id)
    DELETE FROM import_run_files f USING ended e WHERE f.run_id = e.id`)
}

/** A run whose attempt failed on something passing (the database away, say): queued again, with why, for its retry. */
export async function requeueImportRun(payload: Payload, id: number, error: string): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE import_runs SET state = 'queued', error = ${error} WHERE id = ${id} AND state = 'running'`)
}
