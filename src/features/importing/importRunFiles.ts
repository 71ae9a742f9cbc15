/**
 * The file of a cockpit import run (table `import_run_files`, owned here: docs/decisions/068-cockpit-import-runs.md),
 * kept in the database in chunks from the upload until the run ends, so that any worker of any machine can read it
 * with nothing shared but PostgreSQL. Written and read a chunk at a time: neither side holds the file in memory.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { once } from 'node:events'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleOf, queryInRequest } from '../../ground/db/adapter'

/** One row per mebibyte: a row PostgreSQL stores out of line (TOAST) without strain, few rows for a large file. */
const CHUNK_BYTES = 1024 * 1024

/** Copies a local file into the run's chunks, in the request's transaction (beside the run and its job). */
export async function storeImportRunFile(req: PayloadRequest, runId: number, file: string): Promise<void> {
  let seq = 0
  for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
    await queryInRequest(
      req,
      sql`INSERT INTO import_run_files (run_id, seq, data) VALUES (${runId}, ${seq++}, ${chunk as Buffer})`,
    )
  }
}

/** Writes the run's file to a local path, a chunk at a time; false when the run has no file (it ended already). */
export async function writeImportRunFile(payload: Payload, runId: number, target: string): Promise<boolean> {
  const out = createWriteStream(target)
  let seq = 0
  try {
    for (;;) {
      const { rows } = await drizzleOf(payload).execute(
        sql`SELECT data FROM import_run_files WHERE run_id = ${runId} AND seq = ${seq}`,
      )
      const data = (rows[0] as { data: Buffer } | undefined)?.data
      if (!data) break
      if (!out.write(data)) await once(out, 'drain')
      seq++
    }
  } finally {
    out.end()
    await once(out, 'close')
  }
  return seq > 0
}
