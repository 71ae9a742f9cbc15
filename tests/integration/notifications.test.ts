/**
 * Notifications (issue 61, docs/decisions/062-notifications.md) at Payload's local API, with the jobs queue run by the
 * worker's own runner (src/features/jobs/jobRunner.ts) in this process and mail going to the SMTP sink over loopback:
 * who is told of each kind of editorial event, that a step rolled back tells nobody, the inbox's reads (own only,
 * unread count, marking read), and the mail: one job per notification whose person wants it, the person's choice per
 * kind, its words and links, and a retry after the SMTP server refuses it for the moment.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type TypedUser,
} from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { JobRunner } from '../../src/features/jobs/jobRunner'
import type { EditorialEvent } from '../../src/features/notifications/events'
import { startSmtpSink, type SmtpSink, type SmtpSinkBehaviour } from '../fakes/smtpSink'
import { createArticle, createArticleParents } from '../helpers/fixtures'
import { queueDrained } from '../helpers/jobs'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

const BASE_URL = 'https://cockpit.pmsnews.example'
const behaviour: SmtpSinkBehaviour = {}
let smtp: SmtpSink
let local: LocalPayload
let payload: Payload
let runner: JobRunner
let articleId: number
let articleTitle: string
// The app's modules read the environment once, when first imported: after beforeAll has set it (SMTP_URL, BASE_URL).
let editorialEvent: typeof import('../../src/features/notifications/editorialEvent').editorialEvent
let rows: typeof import('../../src/features/notifications/notificationRows')

type Person = TypedUser & { id: number; email: string }
const people = {} as Record<'ada' | 'eve' | 'ed' | 'aur' | 'cora', Person>

beforeAll(async () => {
  smtp = await startSmtpSink(0, behaviour)
  Object.assign(process.env, { SMTP_URL: smtp.url, JOBS_RETRY_DELAY_MS: '200', BASE_URL })
  local = await startLocalPayload()
  payload = local.payload
  ;({ editorialEvent } = await import('../../src/features/notifications/editorialEvent'))
  rows = await import('../../src/features/notifications/notificationRows')
  const { startJobRunner } = await import('../../src/features/jobs/jobRunner')
  // The four roles' migration is the roles part's (issue 61, item 1); on a database without it, its two new values.
  await local.sql(`ALTER TYPE enum_users_role ADD VALUE IF NOT EXISTS 'contributor'`)
  await local.sql(`ALTER TYPE enum_users_role ADD VALUE IF NOT EXISTS 'author'`)
  const person = async (key: keyof typeof people, name: string, role: string) => {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${key}@example.com`, password: `a long password of ${key}`, name, role } as never,
    })
    people[key] = { ...user, collection: 'users' } as Person
  }
  await person('ada', 'Ada Admin', 'admin')
  await person('eve', 'Eve Editor', 'editor')
  await person('ed', 'Ed Editor', 'editor')
  await person('aur', 'Aur Author', 'author')
  await person('cora', 'Cora Contributor', 'contributor')
  const article = await createArticle(payload, await createArticleParents(payload), { title: 'Night audit in 2027' })
  articleId = article.id
  articleTitle = article.title
  runner = startJobRunner(payload, { pollIntervalMs: 100, staleAfterSeconds: 60 })
})

afterEach(async () => {
  delete behaviour.refuseRecipient
  await queueDrained(local.sql)
  await local.sql(`DELETE FROM notifications`)
  await local.sql(
    `UPDATE users SET email_notifications_submitted_for_review = true, email_notifications_sent_back = true,
       email_notifications_published = true, email_notifications_mentioned = true, email_notifications_assigned = true`,
  )
})

afterAll(async () => {
  await runner?.stop()
  await local?.close()
  await smtp?.stop()
})

/** The step's request, as `actor`, in a transaction that commits (or, `rollBack`, is rolled back) after the event. */
async function tell(event: EditorialEvent, actor: Person | null, { rollBack = false } = {}): Promise<void> {
  const req = await createLocalReq(actor ? { user: actor } : {}, payload)
  await initTransaction(req)
  await editorialEvent(req, event)
  await (rollBack ? killTransaction(req) : commitTransaction(req))
}

/** Who was told, by account key, with what, in id order. */
async function told(): Promise<Array<{ to: string; kind: string; text: string }>> {
  const found = await local.sql<{ email: string; kind: string; text: string; article_id: number; actor_id: number }>(
    `SELECT u.email, n.kind::text AS kind, n.text, n.article_id, n.actor_id
     FROM notifications n JOIN users u ON u.id = n.recipient_id ORDER BY n.id`,
  )
  for (const row of found) expect(row.article_id).toBe(articleId)
  return found.map((row) => ({ to: row.email.split('@')[0]!, kind: row.kind, text: row.text }))
}

const setEmail = (who: Person, kind: string, on: boolean) =>
  local.sql(`UPDATE users SET email_notifications_${kind} = $2 WHERE id = $1`, [who.id, on])

describe('who is told', () => {
  it('of a submission for review: every editor and admin but the one who submitted, no author or contributor', async () => {
    await tell({ kind: 'submitted_for_review', articleId, actorId: people.eve.id }, people.eve)
    expect(await told()).toEqual([
      { to: 'ada', kind: 'submitted_for_review', text: `Eve Editor submitted “${articleTitle}” for review.` },
      { to: 'ed', kind: 'submitted_for_review', text: `Eve Editor submitted “${articleTitle}” for review.` },
    ])
    await local.sql(`DELETE FROM notifications`)
    await tell({ kind: 'submitted_for_review', articleId, actorId: people.cora.id }, people.cora)
    expect((await told()).map((row) => row.to)).toEqual(['ada', 'eve', 'ed'])
  })

  it('of an article sent back: its writer, with the first words of the note', async () => {
    const note = `Check the figures.\n\n${'Then the quotes, one by one. '.repeat(12)}`
    await tell({ kind: 'sent_back', articleId, actorId: people.ed.id, note, writerId: people.cora.id }, people.ed)
    const rows = await told()
    expect(rows.map((row) => [row.to, row.kind])).toEqual([['cora', 'sent_back']])
    expect(rows[0]!.text).toMatch(
      new RegExp(`^Ed Editor sent “${articleTitle}” back to you: Check the figures\\. Then`),
    )
    expect(rows[0]!.text.endsWith('…')).toBe(true)
  })

  it('of a publication: the writer when someone else published it, nobody when they did, and a scheduled one without a name', async () => {
    await tell({ kind: 'published', articleId, actorId: people.aur.id, writerId: people.aur.id }, people.aur)
    expect(await told()).toEqual([])
    await tell({ kind: 'published', articleId, actorId: people.ada.id, writerId: people.cora.id }, people.ada)
    await tell({ kind: 'published', articleId, actorId: null, writerId: people.aur.id }, null)
    expect(await told()).toEqual([
      { to: 'cora', kind: 'published', text: `Ada Admin published “${articleTitle}”.` },
      { to: 'aur', kind: 'published', text: `“${articleTitle}” was published.` },
    ])
  })

  it('of a mention: each person named once, never the one who wrote the note', async () => {
    const mentionedIds = [people.ed.id, people.cora.id, people.ed.id, people.eve.id]
    await tell({ kind: 'mentioned', articleId, actorId: people.eve.id, noteId: 1, mentionedIds }, people.eve)
    expect(await told()).toEqual([
      { to: 'ed', kind: 'mentioned', text: `Eve Editor mentioned you in a note on “${articleTitle}”.` },
      { to: 'cora', kind: 'mentioned', text: `Eve Editor mentioned you in a note on “${articleTitle}”.` },
    ])
  })

  it('of an assignment: the assignee, not when someone assigns themselves', async () => {
    await tell({ kind: 'assigned', articleId, actorId: people.ed.id, assigneeId: people.ed.id }, people.ed)
    await tell({ kind: 'assigned', articleId, actorId: people.ada.id, assigneeId: people.aur.id }, people.ada)
    expect(await told()).toEqual([
      { to: 'aur', kind: 'assigned', text: `Ada Admin assigned “${articleTitle}” to you.` },
    ])
  })

  it('nobody, and no mail is queued, when the step is rolled back', async () => {
    await tell({ kind: 'submitted_for_review', articleId, actorId: people.cora.id }, people.cora, { rollBack: true })
    expect(await told()).toEqual([])
    expect(await local.sql(`SELECT id FROM payload_jobs WHERE task_slug::text = 'send-notification-mail'`)).toEqual([])
  })
})

describe('the inbox', () => {
  it('holds only its own person’s notifications, newest first, through the local API’s access too', async () => {
    await tell({ kind: 'assigned', articleId, actorId: people.ada.id, assigneeId: people.ed.id }, people.ada)
    const mentionedIds = [people.ed.id, people.eve.id]
    await tell({ kind: 'mentioned', articleId, actorId: people.ada.id, noteId: 2, mentionedIds }, people.ada)
    expect((await rows.inboxOf(payload, people.ed.id, { limit: 10 })).map((entry) => entry.kind)).toEqual([
      'mentioned',
      'assigned',
    ])
    const [evesOwn] = await rows.inboxOf(payload, people.eve.id, { limit: 10 })
    const asEd = await payload.find({ collection: 'notifications', overrideAccess: false, user: people.ed, depth: 0 })
    expect(asEd.docs.map((doc) => doc.kind)).toEqual(['mentioned', 'assigned'])
    // Not an admin either: an inbox is its person's alone.
    const asAdmin = await payload.find({
      collection: 'notifications',
      overrideAccess: false,
      user: people.ada,
      where: { id: { equals: evesOwn!.id } },
    })
    expect(asAdmin.totalDocs).toBe(0)
    await expect(
      payload.update({
        collection: 'notifications',
        id: evesOwn!.id,
        data: { read_at: new Date().toISOString() },
        overrideAccess: false,
        user: people.eve,
      }),
    ).rejects.toThrow(/not allowed/)
  })

  it('counts the unread, and marks one read (only the person’s own) or all of them', async () => {
    for (const _ of [1, 2, 3])
      await tell({ kind: 'assigned', articleId, actorId: people.ada.id, assigneeId: people.ed.id }, people.ada)
    await tell({ kind: 'assigned', articleId, actorId: people.ada.id, assigneeId: people.eve.id }, people.ada)
    expect(await rows.unreadCountOf(payload, people.ed.id)).toBe(3)
    const [newest] = await rows.inboxOf(payload, people.ed.id, { limit: 1 })
    const [evesOwn] = await rows.inboxOf(payload, people.eve.id, { limit: 1 })
    expect(await rows.markRead(payload, people.ed.id, evesOwn!.id)).toBe(false)
    expect(await rows.unreadCountOf(payload, people.eve.id)).toBe(1)
    expect(await rows.markRead(payload, people.ed.id, newest!.id)).toBe(true)
    expect(await rows.unreadCountOf(payload, people.ed.id)).toBe(2)
    expect(await rows.markAllRead(payload, people.ed.id)).toBe(2)
    expect(await rows.unreadCountOf(payload, people.ed.id)).toBe(0)
    expect(await rows.unreadCountOf(payload, people.eve.id)).toBe(1)
  })
})

describe('mail', () => {
  it('goes through the worker to each person who wants this kind, one job each; the inbox gets it either way', async () => {
    await setEmail(people.ed, 'submitted_for_review', false)
    const before = Object.fromEntries(
      (['ada', 'eve', 'ed'] as const).map((key) => [key, smtp.mailsTo(people[key].email).length]),
    )
    await tell({ kind: 'submitted_for_review', articleId, actorId: people.cora.id }, people.cora)
    const mail = await smtp.mailTo(people.ada.email, before.ada)
    await smtp.mailTo(people.eve.email, before.eve)
    await queueDrained(local.sql)
    expect(smtp.mailsTo(people.ada.email)).toHaveLength(before.ada! + 1)
    expect(smtp.mailsTo(people.eve.email)).toHaveLength(before.eve! + 1)
    // Ed's choice: no mail, though his inbox has it.
    expect(smtp.mailsTo(people.ed.email)).toHaveLength(before.ed!)
    expect((await told()).map((row) => row.to)).toEqual(['ada', 'eve', 'ed'])
    expect(mail.subject).toBe(`Waiting for review: ${articleTitle}`)
    expect(mail.text).toContain(`Cora Contributor submitted “${articleTitle}” for review.`)
    expect(mail.text).toContain(`${BASE_URL}/cockpit/collections/articles/${articleId}`)
    expect(mail.text).toContain(`${BASE_URL}/cockpit/account`)
    expect(mail.html).toContain(`href="${BASE_URL}/cockpit/collections/articles/${articleId}"`)
    expect(mail.headers.get('message-id')).toMatch(/^<notification-\d+@cockpit\.pmsnews\.example>$/)
  })

  it('carries no word of a note: it says what happened and links to the cockpit', async () => {
    const seen = smtp.mailsTo(people.cora.email).length
    const note = 'BACKROOM: the source asked not to be named.'
    await tell({ kind: 'sent_back', articleId, actorId: people.ed.id, note, writerId: people.cora.id }, people.ed)
    const mail = await smtp.mailTo(people.cora.email, seen)
    expect(mail.subject).toBe(`Sent back to you: ${articleTitle}`)
    expect(mail.raw).not.toContain('BACKROOM')
    expect((await told())[0]!.text).toContain('BACKROOM')
  })

  it('is tried again after the SMTP server refuses it for the moment, and arrives once', async () => {
    const seen = smtp.mailsTo(people.aur.email).length
    // Refused twice (the sink counts offers over the whole file; this counts this test's own), then accepted.
    let refused = 0
    behaviour.refuseRecipient = (address) => {
      if (address !== people.aur.email || refused >= 2) return null
      refused += 1
      return { code: 451, message: '4.3.0 mailbox busy, try later' }
    }
    await tell({ kind: 'assigned', articleId, actorId: people.ada.id, assigneeId: people.aur.id }, people.ada)
    const mail = await smtp.mailTo(people.aur.email, seen)
    expect(mail.subject).toBe(`Assigned to you: ${articleTitle}`)
    expect(refused).toBe(2)
    await queueDrained(local.sql)
    expect(smtp.mailsTo(people.aur.email)).toHaveLength(seen + 1)
  })
})

describe('each person’s choice of mail', () => {
  it('is on for every kind by default, and changed by the person only, not by an admin', async () => {
    const own = await payload.findByID({
      collection: 'users',
      id: people.ed.id,
      overrideAccess: false,
      user: people.ed,
    })
    expect(own.email_notifications).toEqual({
      submitted_for_review: true,
      sent_back: true,
      published: true,
      mentioned: true,
      assigned: true,
    })
    await payload.update({
      collection: 'users',
      id: people.ed.id,
      data: { email_notifications: { mentioned: false } },
      overrideAccess: false,
      user: people.ed,
    })
    await payload.update({
      collection: 'users',
      id: people.ed.id,
      data: { email_notifications: { assigned: false } },
      overrideAccess: false,
      user: people.ada,
    })
    const [row] = await local.sql(
      `SELECT email_notifications_mentioned AS mentioned, email_notifications_assigned AS assigned FROM users WHERE id = $1`,
      [people.ed.id],
    )
    expect(row).toEqual({ mentioned: false, assigned: true })
  })
})
