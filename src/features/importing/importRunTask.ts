/**
 * The `import-run` job (docs/decisions/068-cockpit-import-runs.md): a cockpit upload imported in the worker. The run's
 * file is copied from the database to a temporary file (the importer reads a file, streaming), `runImport` goes
 * through it with its progress written to the run as it goes, and the run ends finished with the importer's report,
 * or failed with why; either way its file is deleted.
 *
 * A worker that dies mid-run leaves its job to the jobs queue, which hands it to another worker once the lease runs
 * out (JOBS_STALE_AFTER_SECONDS); the run then starts again from the top, which the importer's ledger makes safe (a
 * post already imported is unchanged). After MAX_ATTEMPTS starts the run is failed rather than tried for ever.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, TaskConfig } from 'payload'

import { env } from '../../ground/env'
import { recordImportRedirects } from './importRedirects'
import { writeImportRunFile } from './importRunFiles'
import {
  beginImportRun,
  failImportRun,
  finishImportRun,
  IMPORT_RUN_TASK,
  type ImportRun,
  recordImportProgress,
  requeueImportRun,
} from './importRuns'
import { parsePmsMap } from './pmsMap'
import { type ImportProgress, runImport } from './runImport'
import { SourceFileRefused } from './sourcePost'

/** Starts of one run (its first, retries after a passing failure, and takeovers after a worker died). */
const MAX_ATTEMPTS = 3

/** Progress is written at most this often (and at the last post): a row update per post would double the writes. */
const PROGRESS_EVERY_MS = 500

/** Writes progress in the background, the latest only, one write at a time; `flush` waits for the last. */
function progressWriter(payload: Payload, runId: number) {
  let latest: ImportProgress | null = null
  let writing: Promise<void> | null = null
  let lastWrite = 0
  const write = (): Promise<void> => {
    const progress = latest!
    latest = null
    lastWrite = Date.now()
    return recordImportProgress(payload, runId, progress)
      .catch((error: unknown) => payload.logger.warn({ err: error, runId }, 'import run: progress not recorded'))
      .then(() => {
        writing = latest ? write() : null
        return writing ?? undefined
      })
  }
  return {
    report(progress: ImportProgress) {
      latest = { ...progress, outcomes: { ...progress.outcomes } }
      if (!writing && (Date.now() - lastWrite >= PROGRESS_EVERY_MS || progress.done === progress.total))
        writing = write()
    },
    async flush() {
      while (writing) await writing
    },
  }
}

async function performImportRun(payload: Payload, run: ImportRun): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pms-news-import-'))
  const file = path.join(directory, run.source === 'ghost' ? 'export.json' : 'export.xml')
  const progress = progressWriter(payload, run.id)
  try {
    if (!(await writeImportRunFile(payload, run.id, file)))
      return await failImportRun(payload, run.id, 'The uploaded file is gone; upload it again.')
    const report = await runImport(payload, {
      source: run.source,
      file,
      pmsMap: parsePmsMap(run.pmsMap),
      defaultPms: run.defaultPms,
      oldSite: run.oldSite,
      dryRun: run.dryRun,
      recordRedirects: recordImportRedirects,
      onProgress: (step) => progress.report(step),
    })
    await progress.flush()
    await finishImportRun(payload, run.id, report)
  } catch (error) {
    await progress.flush()
    // A file refused whole (broken, hostile, not an export, a PMS gone since the upload) will be refused again.
    if (error instanceof SourceFileRefused) return await failImportRun(payload, run.id, error.message)
    const message = (error as Error).message
    if (run.attempts >= MAX_ATTEMPTS)
      return await failImportRun(payload, run.id, `Stopped after ${run.attempts} attempts: ${message}`)
    await requeueImportRun(payload, run.id, `Attempt ${run.attempts} failed (${message}); it is tried again.`)
    throw error
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
}

export const importRunTask: TaskConfig = {
  slug: IMPORT_RUN_TASK,
  inputSchema: [{ name: 'runId', type: 'number', required: true }],
  outputSchema: [{ name: 'state', type: 'text' }],
  // More tries than MAX_ATTEMPTS: the run's own count, which also counts a dead worker's start, ends it first.
  retries: { attempts: MAX_ATTEMPTS + 1, backoff: { type: 'exponential', delay: env.JOBS_RETRY_DELAY_MS } },
  handler: async ({ input, req }) => {
    const { runId } = input as { runId: number }
    const run = await beginImportRun(req.payload, runId)
    if (!run) return { output: { state: 'ended' } }
    if (run.attempts > MAX_ATTEMPTS) {
      await failImportRun(
        req.payload,
        runId,
        `The run was started ${MAX_ATTEMPTS} times without finishing (its worker stopped each time); upload the file again to retry.`,
      )
      return { output: { state: 'failed' } }
    }
    await performImportRun(req.payload, run)
    return { output: { state: 'done' } }
  },
}
