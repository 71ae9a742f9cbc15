/**
 * The cockpit's actions on a newsletter issue (staff; docs/decisions/036-newsletter-delivery.md), under
 * `/cms-api/newsletter-issues/:id/`: `preview` (GET, `?format=html|text`: the saved issue as the mail), `test` (sends
 * it to the signed-in editor now), `send` (now, or `{"at": ISO time}` to schedule) and `unschedule`.
 */
import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { lackingRole } from '../../../content/access/roleAnswer'
import { roleOf } from '../../../content/access/roles'
import { issueMail, loadIssueContents, loadMailArticles } from '../../../features/newsletter/delivery/composeMails'
import { queueIssue } from '../../../features/newsletter/delivery/queueIssue'
import {
  type IssueToSend,
  issueToSend,
  scheduleIssue,
  unscheduleIssue,
} from '../../../features/newsletter/issueSchedule'
import type { NewsletterMail } from '../../../features/newsletter/mail/newsletterMail'

const answer = (status: number, message: string) =>
  Response.json(status < 400 ? { message } : { errors: [{ message }] }, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  })

async function issueOf(req: PayloadRequest): Promise<IssueToSend | Response> {
  if (roleOf(req.user) === null) return answer(401, 'Sign in to the cockpit first.')
  const lacking = lackingRole(req, 'newsletter')
  if (lacking) return lacking
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return answer(404, 'No such issue.')
  return (await issueToSend(req.payload, id)) ?? answer(404, 'No such issue.')
}

/** The issue as the signed-in editor would receive it; its preference and unsubscribe links name nobody. */
async function mailFor(payload: Payload, issue: IssueToSend, email: string): Promise<NewsletterMail | null> {
  const [contents, articles] = await Promise.all([
    loadIssueContents(payload, [issue.id]),
    loadMailArticles(payload, issue.articleIds),
  ])
  const content = contents.get(issue.id)
  if (!content) return null
  const shown = issue.articleIds.flatMap((id) => articles.get(id) ?? [])
  return issueMail(
    content,
    shown,
    { subscriberId: 0, email },
    `<newsletter-test-${issue.id}-${Date.now()}@pmsnews.preview>`,
  )
}

const isEmpty = async (payload: Payload, issue: IssueToSend) => {
  const content = (await loadIssueContents(payload, [issue.id])).get(issue.id)
  return issue.articleIds.length === 0 && !content?.intro.trim()
}

/** `{"at": ISO time}` schedules; no body (or no `at`) sends now; anything else is refused rather than read as "now". */
async function readSendAt(req: PayloadRequest): Promise<Date | null | 'invalid'> {
  const text = (await req.text?.().catch(() => '')) ?? ''
  if (text.trim() === '') return null
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return 'invalid'
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'invalid'
  const at = (body as { at?: unknown }).at
  if (at === undefined || at === null || at === '') return null
  const date = typeof at === 'string' ? new Date(at) : new Date(NaN)
  return Number.isNaN(date.getTime()) ? 'invalid' : date
}

export const issueEndpoints: Endpoint[] = [
  {
    path: '/:id/preview',
    method: 'get',
    handler: async (req) => {
      const issue = await issueOf(req)
      if (issue instanceof Response) return issue
      const mail = await mailFor(req.payload, issue, (req.user as { email?: string }).email ?? 'you@example.com')
      if (!mail) return answer(404, 'No such issue.')
      const asText = new URL(req.url ?? 'http://x').searchParams.get('format') === 'text'
      return new Response(asText ? `Subject: ${mail.subject}\n\n${mail.text}` : mail.html, {
        // Its security headers (inline style, our pictures, no script) are the router's: src/server/areas.ts.
        headers: {
          'Content-Type': `${asText ? 'text/plain' : 'text/html'}; charset=utf-8`,
          'Cache-Control': 'no-store',
        },
      })
    },
  },
  {
    path: '/:id/test',
    method: 'post',
    handler: async (req) => {
      const issue = await issueOf(req)
      if (issue instanceof Response) return issue
      const email = (req.user as { email?: string }).email
      if (!email) return answer(422, 'Your account has no address to send a test to.')
      const mail = await mailFor(req.payload, issue, email)
      if (!mail) return answer(404, 'No such issue.')
      await req.payload.sendEmail({ ...mail, subject: `[Test] ${mail.subject}` })
      return answer(200, `A test was sent to ${email}.`)
    },
  },
  {
    path: '/:id/send',
    method: 'post',
    handler: async (req) => {
      const issue = await issueOf(req)
      if (issue instanceof Response) return issue
      if (issue.status === 'sending' || issue.status === 'sent') return answer(409, 'This issue has been sent already.')
      if (await isEmpty(req.payload, issue))
        return answer(422, 'The issue has no intro and no articles: there is nothing to send.')
      const at = await readSendAt(req)
      if (at === 'invalid')
        return answer(422, 'Send no body to send now, or {"at": "<ISO 8601 date and time>"} to schedule.')
      if (at && at.getTime() > Date.now() + 60_000) {
        await scheduleIssue(req.payload, issue.id, at)
        return answer(200, `Scheduled for ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC.`)
      }
      const queued = await queueIssue(req.payload, issue.id)
      if (!queued?.started) return answer(409, 'This issue has been sent already.')
      return answer(200, `Sending to ${queued.queued} ${queued.queued === 1 ? 'subscriber' : 'subscribers'}.`)
    },
  },
  {
    path: '/:id/unschedule',
    method: 'post',
    handler: async (req) => {
      const issue = await issueOf(req)
      if (issue instanceof Response) return issue
      return (await unscheduleIssue(req.payload, issue.id))
        ? answer(200, 'No longer scheduled; the issue is a draft.')
        : answer(409, 'The issue is not scheduled.')
    },
  },
]
