/**
 * Queues a digest (docs/decisions/036-newsletter-delivery.md): for every confirmed subscriber of the given
 * frequencies, the public articles published since their last digest (or since they confirmed), limited to the
 * PMSes they follow if they chose so, newest first. The send, its delivery records and each subscriber's new
 * "last digest" mark are written in one transaction, so a second run finds nothing new, and two runs at once take
 * each subscriber once (`FOR UPDATE SKIP LOCKED`).
 */
import { sql } from '@payloadcms/db-postgres'
import { type SQL, TransactionRollbackError } from 'drizzle-orm'
import type { Payload } from 'payload'

import { markDigestCovered } from '../../../content/subscribers/deliveryStatements'
import { drizzleOf } from '../../../ground/db/adapter'
import { publicArticleOwnRule, publicPms } from '../../../ground/db/publicVisibility'
import { refreshRuns } from './deliveries'
import type { DigestFrequency } from './digestSchedule'

/** A digest lists at most this many articles, newest first. */
const DIGEST_MAX_ARTICLES = 30

export interface DigestOptions {
  frequencies: DigestFrequency[]
  label: string
  /** The scheduled day's slot; none for a digest an operator sends now. */
  slot?: string
}

export interface PlannedDigest {
  email: string
  articles: string[]
}

/**
 * The end of the window: now, or the start of an older transaction that has written and not yet committed, since
 * an article it publishes carries a publication time before its commit. Such an article goes in the next digest
 * rather than in none. (Transactions of other database users are not visible here, which only an operator sharing
 * the database with other roles would notice.)
 */
const WINDOW_END = sql`(SELECT least(now(), min(xact_start)) FROM pg_stat_activity
  WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid())`

/** Each subscriber's articles, as `plan (subscriber_id, email, article_ids)`; `lock` takes the subscribers' rows. */
function planDigest(options: DigestOptions, lock: boolean): SQL {
  return sql`
    window_end AS (SELECT coalesce(${WINDOW_END}, now()) AS at),
    candidates AS (
      SELECT s.id, s.email, coalesce(s.last_digest_at, s.confirmed_at, s.created_at) AS since, s.digest_scope::text AS scope
      FROM subscribers s
      WHERE s.status = 'confirmed' AND s.digest::text = ANY(string_to_array(${options.frequencies.join(',')}, ','))
      ${lock ? sql`FOR UPDATE OF s SKIP LOCKED` : sql``}),
    plan AS (
      SELECT c.id AS subscriber_id, c.email,
             (array_agg(a.id ORDER BY a.published_at DESC, a.id DESC))[1:${DIGEST_MAX_ARTICLES}] AS article_ids
      FROM candidates c
        JOIN articles a ON a.published_at > c.since AND a.published_at <= (SELECT at FROM window_end) AND ${publicArticleOwnRule('a')}
        JOIN pmses p ON p.id = a.pms_id AND ${publicPms('p')}
      WHERE c.scope = 'all'
         OR EXISTS (SELECT 1 FROM subscribers_rels f WHERE f.parent_id = c.id AND f.path = 'follows' AND f.pmses_id = a.pms_id)
      GROUP BY c.id, c.email)`
}

/** Who would get what, written nowhere: `newsletter:send-digest --dry-run`. */
export async function planDigestDryRun(payload: Payload, options: DigestOptions): Promise<PlannedDigest[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    WITH ${planDigest(options, false)}
    SELECT plan.email, array(SELECT a.title FROM unnest(plan.article_ids) WITH ORDINALITY AS x(id, n) JOIN articles a ON a.id = x.id ORDER BY x.n) AS articles
    FROM plan ORDER BY plan.subscriber_id`)
  return rows as unknown as PlannedDigest[]
}

export interface QueuedDigest {
  /** The send made, or null: nothing new for anyone (an operator's run), or the day's digest existed already. */
  runId: number | null
  queued: number
}

export async function queueDigest(payload: Payload, options: DigestOptions): Promise<QueuedDigest> {
  const result = await drizzleOf(payload)
    .transaction(async (tx) => {
      const { rows: runs } = await tx.execute(sql`
      INSERT INTO newsletter_runs (label, kind, slot, status, updated_at, created_at)
      VALUES (${options.label}, 'digest', ${options.slot ?? null}, 'sending', now(), now())
      ON CONFLICT (slot) DO NOTHING
      RETURNING id`)
      const runId = (runs[0] as { id: number } | undefined)?.id
      if (runId === undefined) return { runId: null, queued: 0 }
      const { rows } = await tx.execute(sql`
      WITH ${planDigest(options, true)},
      queued AS (
        INSERT INTO newsletter_deliveries (run_id, subscriber_id, article_ids)
        SELECT ${runId}, plan.subscriber_id, plan.article_ids FROM plan ORDER BY plan.subscriber_id
        RETURNING subscriber_id)
      ${markDigestCovered(sql`SELECT subscriber_id FROM queued`, sql`(SELECT at FROM window_end)`)}`)
      // An operator's digest with nobody to send to leaves no empty send behind; a scheduled day keeps its record.
      if (rows.length === 0 && !options.slot) tx.rollback()
      return { runId, queued: rows.length }
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return { runId: null, queued: 0 }
      throw error
    })
  if (result.runId !== null) await refreshRuns(payload, [result.runId])
  return result
}
