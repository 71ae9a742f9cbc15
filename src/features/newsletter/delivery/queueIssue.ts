/**
 * Queues an editor's issue (docs/decisions/036-newsletter-delivery.md): one delivery record per confirmed
 * subscriber of its audience (all, or those following one of its PMSes), with the issue's articles. An issue has
 * at most one send (unique), so sending twice, or a schedule firing while an editor presses "Send now", mails
 * nobody twice.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../../ground/db/adapter'
import { refreshRuns } from './deliveries'

export interface QueuedIssue {
  runId: number
  queued: number
  /** False when the issue had been sent (or was being sent) already. */
  started: boolean
}

export async function queueIssue(payload: Payload, issueId: number): Promise<QueuedIssue | null> {
  const result = await drizzleOf(payload).transaction(async (tx) => {
    const { rows: issues } = await tx.execute(sql`
      SELECT i.id, i.subject, i.audience::text AS audience, r.id AS run_id
      FROM newsletter_issues i LEFT JOIN newsletter_runs r ON r.issue_id = i.id
      WHERE i.id = ${issueId} FOR UPDATE OF i`)
    const issue = issues[0] as
      { id: number; subject: string; audience: 'all' | 'followers'; run_id: number | null } | undefined
    if (!issue) return null
    if (issue.run_id !== null) return { runId: issue.run_id, queued: 0, started: false }
    const { rows: runs } = await tx.execute(sql`
      INSERT INTO newsletter_runs (label, kind, issue_id, status, updated_at, created_at)
      VALUES (${`Issue: ${issue.subject}`}, 'issue', ${issueId}, 'sending', now(), now())
      RETURNING id`)
    const runId = (runs[0] as { id: number }).id
    const { rows } = await tx.execute(sql`
      INSERT INTO newsletter_deliveries (run_id, subscriber_id, article_ids)
      SELECT ${runId}, s.id,
             array(SELECT ir.articles_id FROM newsletter_issues_rels ir
                   WHERE ir.parent_id = ${issueId} AND ir.path = 'articles' ORDER BY ir."order")
      FROM subscribers s
      WHERE s.status = 'confirmed'
        AND (${issue.audience} = 'all' OR EXISTS (
          SELECT 1 FROM subscribers_rels f JOIN newsletter_issues_rels ip ON ip.pmses_id = f.pmses_id
          WHERE f.parent_id = s.id AND f.path = 'follows' AND ip.parent_id = ${issueId} AND ip.path = 'pmses'))
      ORDER BY s.id
      RETURNING id`)
    await tx.execute(sql`
      UPDATE newsletter_issues SET status = 'sending', send_at = coalesce(send_at, now()), updated_at = now() WHERE id = ${issueId}`)
    return { runId, queued: rows.length, started: true }
  })
  if (result?.started) await refreshRuns(payload, [result.runId])
  return result
}

/** Issues scheduled for now or earlier, oldest first. */
export async function dueIssueIds(payload: Payload): Promise<number[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT id FROM newsletter_issues WHERE status = 'scheduled' AND send_at <= now() ORDER BY send_at, id`)
  return (rows as Array<{ id: number }>).map((row) => row.id)
}
