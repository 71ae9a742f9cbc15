/**
 * The articles the review's dashboard cards list (docs/decisions/061-review-notes-assignments.md): those waiting for
 * review, and those given to a person. Both read each article's latest version (what the cockpit's list shows, a
 * draft's review state and assignee among it), each one statement over a partial index of the latest versions
 * (migration 20261202_120000), so that the dashboard stays fast at 100,000 articles (`npm run bench:dashboard`).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import type { ArticleLine } from './articleFigures'

export interface ArticleLines {
  /** How many there are in all. */
  total: number
  /** The first few, most recently changed first. */
  articles: ArticleLine[]
}

async function linesWhere(payload: Payload, condition: ReturnType<typeof sql>, limit: number): Promise<ArticleLines> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT parent_id AS id, version_title AS title, updated_at AS at, count(*) OVER () AS total
    FROM _articles_v WHERE latest AND ${condition}
    ORDER BY updated_at DESC LIMIT ${limit}`)
  const lines = rows as unknown as Array<ArticleLine & { total: string | number }>
  return {
    total: Number(lines[0]?.total ?? 0),
    articles: lines.map(({ id, title, at }) => ({ id, title, at })),
  }
}

/** Articles their writers submitted, waiting for an editor. */
export const waitingForReview = (payload: Payload, limit = 8) =>
  linesWhere(payload, sql`version_review = 'submitted'`, limit)

/** Articles given to the person `userId` that are not live as they stand. */
export const assignedTo = (payload: Payload, userId: number, limit = 8) =>
  linesWhere(
    payload,
    sql`version_assignee_id = ${userId} AND NOT (coalesce(version_is_published, false) AND version__status = 'published')`,
    limit,
  )
