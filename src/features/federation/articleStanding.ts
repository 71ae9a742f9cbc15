/**
 * An article's standing on the social web (`federation_articles`, written by ./outbox.ts): on it since its first
 * publication, at its page's path, or deleted since. Read for an article's object and for its page's address read as
 * ActivityPub (./articleDocument.ts): what was deleted answers its `Tombstone`.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

export interface Standing {
  path: string
  deletedAt: Date | null
}

/** A row of `federation_articles` as the driver hands it over (dates unparsed: src/ground/db/adapter.ts). */
export interface StandingRow extends Record<string, unknown> {
  path: string
  deleted_at: Date | string | null
}

export const standingOf = (row: StandingRow): Standing => ({
  path: row.path,
  deletedAt: row.deleted_at ? new Date(row.deleted_at) : null,
})

/** An article's standing, for a read of its object: null when it was never sent. */
export async function articleStanding(payload: Payload, articleId: number): Promise<Standing | null> {
  const { rows } = await drizzleOf(payload).execute<StandingRow>(
    sql`SELECT path, deleted_at FROM federation_articles WHERE article_id = ${articleId}`,
  )
  return rows[0] ? standingOf(rows[0]) : null
}

/** The article last federated at `path` and deleted since, for a read of that page's address: its id and when. */
export async function deletedArticleAt(
  payload: Payload,
  path: string,
): Promise<{ articleId: number; deletedAt: Date } | null> {
  const { rows } = await drizzleOf(payload).execute<{ article_id: number; deleted_at: Date | string | null }>(sql`
    SELECT article_id, deleted_at FROM federation_articles WHERE path = ${path}
    ORDER BY deleted_at IS NULL DESC, updated_at DESC LIMIT 1`)
  const row = rows[0]
  return row?.deleted_at ? { articleId: row.article_id, deletedAt: new Date(row.deleted_at) } : null
}
