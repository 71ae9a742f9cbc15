/**
 * The articles as the cockpit's dashboard counts and lists them (issue 25; src/cockpit/dashboard/Dashboard.tsx), each
 * figure one statement over an index, so that the first screen stays fast at 100,000 articles
 * (`npm run bench:dashboard`).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { countsPerPeriod } from '../../ground/db/countsPerPeriod'

export interface ArticleLine {
  id: number
  title: string
  /** The draft's last change, the scheduled time, or the publication time. */
  at: string | null
}

const lines = async (payload: Payload, query: SQL): Promise<ArticleLine[]> =>
  (await drizzleOf(payload).execute(query)).rows as unknown as ArticleLine[]

/**
 * Whose unpublished articles a list shows: everybody's (null, for those who edit all content), or only those one
 * person wrote — a contributor or an author never reads another person's drafts (docs/decisions/060-four-roles.md).
 */
export type WrittenBy = number | null

const writtenBy = (owner: WrittenBy) => (owner === null ? sql`true` : sql`created_by_id = ${owner}`)

/** Drafts waiting (never published, not scheduled), newest change first. */
export const draftArticles = (payload: Payload, owner: WrittenBy, limit = 8) =>
  lines(
    payload,
    sql`
    SELECT id, title, updated_at AS at FROM articles
    WHERE NOT is_published AND NOT coalesce(scheduled, false) AND ${writtenBy(owner)}
    ORDER BY updated_at DESC NULLS LAST LIMIT ${limit}`,
  )

/** Articles held back until their date, soonest first. */
export const scheduledArticles = (payload: Payload, owner: WrittenBy, limit = 8) =>
  lines(
    payload,
    sql`
    SELECT id, title, published_at AS at FROM articles WHERE scheduled AND ${writtenBy(owner)}
    ORDER BY published_at LIMIT ${limit}`,
  )

/** The latest publications. */
export const recentlyPublished = (payload: Payload, limit = 8) =>
  lines(
    payload,
    sql`
    SELECT id, title, published_at AS at FROM articles WHERE is_published AND published_at IS NOT NULL
    ORDER BY published_at DESC LIMIT ${limit}`,
  )

/** Articles published per week, the last `weeks` weeks (Monday to Sunday, UTC). */
export const publishedPerWeek = (payload: Payload, weeks = 12) =>
  countsPerPeriod(payload, {
    table: 'articles',
    column: 'published_at',
    unit: 'week',
    count: weeks,
    where: sql`is_published`,
  })
