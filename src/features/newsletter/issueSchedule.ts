/**
 * A newsletter issue as the cockpit's actions on it read and schedule it (src/collections/NewsletterIssues/endpoints/newsletterIssue.ts;
 * docs/decisions/036-newsletter-delivery.md): its status and articles, and sending it later or not.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

export interface IssueToSend {
  id: number
  status: string
  /** In the issue's order. */
  articleIds: number[]
}

export async function issueToSend(payload: Payload, id: number): Promise<IssueToSend | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT i.id, i.status::text AS status,
           array(SELECT r.articles_id FROM newsletter_issues_rels r WHERE r.parent_id = i.id AND r.path = 'articles' ORDER BY r."order") AS "articleIds"
    FROM newsletter_issues i WHERE i.id = ${id}`)
  return (rows[0] as unknown as IssueToSend | undefined) ?? null
}

/** Sends a draft (or already scheduled) issue at `at` instead; an issue being sent or sent is left as it is. */
export async function scheduleIssue(payload: Payload, id: number, at: Date): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE newsletter_issues SET status = 'scheduled', send_at = ${at.toISOString()}, updated_at = now()
    WHERE id = ${id} AND status IN ('draft', 'scheduled')`)
}

/** Makes a scheduled issue a draft again; false when it was not scheduled. */
export async function unscheduleIssue(payload: Payload, id: number): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE newsletter_issues SET status = 'draft', send_at = NULL, updated_at = now()
    WHERE id = ${id} AND status = 'scheduled' RETURNING id`)
  return rows.length > 0
}
