import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInTransaction } from '../../ground/db/adapter'

/**
 * Locks the article's row until the request's transaction ends: a second writer waits, then sees the first one's
 * change. False when there is no such article.
 */
export async function lockArticle(req: PayloadRequest, id: number): Promise<boolean> {
  const rows = await queryInTransaction(req, sql`SELECT id FROM articles WHERE id = ${id} FOR UPDATE`)
  return rows.length > 0
}
