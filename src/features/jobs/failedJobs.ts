/** Jobs that failed for good, as the cockpit's dashboard lists them (issue 25) so that an editor can run them again. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

export interface FailedJob {
  id: number
  task: string
  articleId: number | null
  error: string
  at: string
}

/** Newest first. */
export async function failedJobs(payload: Payload, limit = 10): Promise<FailedJob[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT id, coalesce(workflow_slug::text, task_slug::text, 'job') AS task,
           nullif(input->>'articleId', '')::int AS "articleId",
           coalesce(error->>'message', error::text, 'failed') AS error, updated_at AS at
    FROM payload_jobs WHERE has_error ORDER BY updated_at DESC LIMIT ${limit}`)
  return rows as unknown as FailedJob[]
}
