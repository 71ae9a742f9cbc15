/**
 * Keeps a document's newest versions and deletes the older ones, in one statement.
 *
 * Payload's own `maxPerDoc` asks for the (max + 1)th newest version after every new version, creates included,
 * although a document just created has only the one; at one round trip per write that was a seventh of the cost of
 * `POST /api/articles` (docs/performance.md). We prune after updates only, in the save's transaction.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from './adapter'

/** Versions kept per article or PMS profile: months of daily edits, while the table stays small. */
const VERSIONS_KEPT = 100

export async function pruneVersions(
  req: PayloadRequest,
  versionsTable: string,
  parentId: number | string,
  keep = VERSIONS_KEPT,
): Promise<void> {
  const table = sql.identifier(versionsTable)
  await queryInRequest(
    req,
    sql`DELETE FROM ${table} WHERE parent_id = ${parentId} AND id IN (
          SELECT id FROM ${table} WHERE parent_id = ${parentId} ORDER BY updated_at DESC, id DESC OFFSET ${keep})`,
  )
}
