/**
 * Helpers of the newsletter-sending tests (issue 24): subscribers written straight into the database in each state,
 * waiting for sends to finish, and reading a digest mail's articles.
 */
import { expect } from 'vitest'

import type { ReceivedMail } from '../../fakes/smtpSink'
import type { Sql } from '../../helpers/appFixture'

export interface SubscriberRow {
  email: string
  status?: 'pending' | 'confirmed' | 'unsubscribed' | 'bounced'
  /** When they confirmed, in minutes before now (default: 5 days). */
  confirmedMinutesAgo?: number
  digest?: 'daily' | 'weekly'
  onlyFollowed?: boolean
  follows?: number[]
}

export async function insertSubscriber(sql: Sql, row: SubscriberRow): Promise<number> {
  const status = row.status ?? 'confirmed'
  const [inserted] = await sql<{ id: number }>(
    `INSERT INTO subscribers (email, status, digest, digest_scope, consent_source, requested_at, confirmed_at, updated_at, created_at)
     VALUES ($1, $2::enum_subscribers_status, $3, $4, 'subscribe-page', now() - interval '10 days', CASE WHEN $2::text = 'pending' THEN NULL ELSE now() - make_interval(mins => $5) END, now(), now() - interval '10 days')
     RETURNING id`,
    [
      row.email,
      status,
      row.digest ?? 'weekly',
      row.onlyFollowed ? 'followed' : 'all',
      row.confirmedMinutesAgo ?? 5 * 24 * 60,
    ],
  )
  for (const [index, pms] of (row.follows ?? []).entries()) {
    await sql(`INSERT INTO subscribers_rels ("order", parent_id, path, pmses_id) VALUES ($1, $2, 'follows', $3)`, [
      index + 1,
      inserted!.id,
      pms,
    ])
  }
  return inserted!.id
}

/** Resolves once every newsletter send is done (nothing queued, nothing being sent). */
export async function sendsFinished(sql: Sql, timeoutMs = 60_000): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: number }>(
            `SELECT count(*)::int AS n FROM newsletter_deliveries WHERE status IN ('queued', 'sending')`,
          )
        )[0]!.n,
      { timeout: timeoutMs, message: 'newsletter mails still unsent' },
    )
    .toBe(0)
}

/** The titles a digest or issue lists, in its order (the plain-text part's `## ` lines). */
export const titlesIn = (mail: ReceivedMail) => [...mail.text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!)

/** Every address a mail links to or loads a picture from. */
export const addressesIn = (mail: ReceivedMail) =>
  [...mail.html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
