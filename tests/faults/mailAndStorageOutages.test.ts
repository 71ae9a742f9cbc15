/**
 * The fault battery's mail and storage outages (issue 47), each injected for real on loopback under one app server
 * and one worker: the SMTP server refusing every transaction (421) while a newsletter issue goes out and a password
 * reset is asked for, then returning; the S3 bucket answering 503 while an image is uploaded and read, then
 * returning; and PostgreSQL of this file's own (tests/helpers/faultRig.ts) restarted in the middle of a
 * newsletter send, with a mail handed to the SMTP server while the database is away, and during a publish through
 * the REST API. Each ends by checking, in SQL,
 * that every acknowledged write is stored and every due job and mail ran exactly once.
 */
import { createHash, randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SmtpSinkBehaviour } from '../fakes/smtpSink'
import { insertSubscriber, sendsFinished } from '../http/newsletter/newsletterSends'
import { logLines } from '../helpers/logLines'
import type { Sql } from '../helpers/appFixture'
import type { AppServer } from '../helpers/appServer'
import { signInFirstEditor } from '../helpers/cockpitSession'
import { insertPms } from '../helpers/content'
import { type FaultRig, startFaultRig } from '../helpers/faultRig'
import * as images from '../helpers/images'
import type { WorkerProcess } from '../helpers/worker'

/** How the SMTP server behaves; each test sets what it needs and takes it away again. */
const behaviour: SmtpSinkBehaviour = {}
let rig: FaultRig
let server: AppServer
let worker: WorkerProcess

const sql: Sql = (query, params) => rig.sql(query, params)

beforeAll(async () => {
  rig = await startFaultRig({
    smtp: behaviour,
    s3: true,
    env: {
      JOBS_RETRY_DELAY_MS: '300',
      WORKER_HEARTBEAT_INTERVAL_MS: '300',
      // Longer than the restart test holds a mail in the SMTP server: the worker must still be waiting for its answer.
      OUTBOUND_TIMEOUT_MS: '10000',
    },
  })
  server = rig.servers[0]!
  worker = rig.workers[0]!
})

afterAll(() => rig?.close())

/** `count` confirmed subscribers named `prefix-01@example.com`…. */
async function subscribers(prefix: string, count: number): Promise<string[]> {
  const emails = Array.from(
    { length: count },
    (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}@example.com`,
  )
  for (const email of emails) await insertSubscriber(sql, { email, confirmedMinutesAgo: 10 })
  return emails
}

/** An issue to every confirmed subscriber, due now: the worker queues it at its next look at the schedule. */
async function scheduleIssue(subject: string): Promise<number> {
  const [issue] = await sql<{ id: number }>(
    `INSERT INTO newsletter_issues (subject, intro, audience, status, send_at)
     VALUES ($1, 'What changed in hotel systems this week.', 'all', 'scheduled', now()) RETURNING id`,
    [subject],
  )
  return issue!.id
}

/** How many copies of the mail with `subject` each address received. */
const copiesOf = (subject: string) => {
  const counts: Record<string, number> = {}
  for (const mail of rig.smtp.mails.filter((received) => received.subject === subject))
    for (const to of mail.to) counts[to] = (counts[to] ?? 0) + 1
  return counts
}

const oncePerAddress = (emails: string[]) => Object.fromEntries(emails.map((email) => [email, 1]))

/** The issue was sent once: one send, finished, every mail of it sent, the issue marked sent. */
async function expectSentOnce(issueId: number, recipients: number): Promise<void> {
  expect(await sql(`SELECT status::text FROM newsletter_issues WHERE id = $1`, [issueId])).toEqual([{ status: 'sent' }])
  expect(
    await sql(
      `SELECT status::text, sent::int, failed::int, bounced::int, queued::int FROM newsletter_runs WHERE issue_id = $1`,
      [issueId],
    ),
  ).toEqual([{ status: 'done', sent: recipients, failed: 0, bounced: 0, queued: 0 }])
  expect(
    await sql(
      `SELECT d.status::text, count(*)::int AS n FROM newsletter_deliveries d JOIN newsletter_runs r ON r.id = d.run_id
       WHERE r.issue_id = $1 GROUP BY d.status`,
      [issueId],
    ),
  ).toEqual([{ status: 'sent', n: recipients }])
}

/** No job is left due, running or failed: each ran to its end once (a done job is deleted). */
async function expectNoJobLeft(): Promise<void> {
  await expect
    .poll(
      async () => await sql(`SELECT task_slug::text AS task, has_error FROM payload_jobs WHERE completed_at IS NULL`),
      { timeout: 30_000 },
    )
    .toEqual([])
}

describe('the SMTP server refusing every transaction, then returning', () => {
  it('loses and doubles no newsletter mail, and sends a password reset asked for meanwhile once it is back', async () => {
    const emails = await subscribers('refused', 30)
    const subject = `Issue sent through an SMTP outage ${randomBytes(3).toString('hex')}`
    const account = 'night.editor@example.com'
    await signInFirstEditor(server.url, account)

    behaviour.refuseAll = { code: 421, message: '4.3.2 Service not available, closing transmission channel' }
    let issueId: number
    try {
      issueId = await scheduleIssue(subject)
      // Answered at once and alike for every address (docs/decisions/020): the mail is a job.
      const reset = await fetch(`${server.url}/cms-api/users/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account }),
      })
      expect([reset.status, await reset.json()]).toEqual([200, { message: 'Success' }])

      // Every mail of the issue is refused twice (tried again with backoff, not given up on), and the reset job once.
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>(
                `SELECT count(*)::int AS n FROM newsletter_deliveries d JOIN newsletter_runs r ON r.id = d.run_id
               WHERE r.issue_id = $1 AND d.attempts >= 2 AND d.status IN ('queued', 'sending')`,
                [issueId],
              )
            )[0]!.n,
          { timeout: 30_000 },
        )
        .toBe(emails.length)
      await expect
        .poll(
          async () =>
            (
              await sql<{ tried: number }>(
                `SELECT total_tried::int AS tried FROM payload_jobs WHERE task_slug = 'send-password-reset'`,
              )
            )[0]?.tried ?? 0,
          { timeout: 30_000 },
        )
        .toBeGreaterThanOrEqual(1)
      expect(rig.smtp.refusals).toBeGreaterThanOrEqual(emails.length * 2 + 1)
      expect(rig.smtp.mails.filter((mail) => mail.subject === subject || mail.to.includes(account))).toEqual([])
      const [failures] = await sql<{ error: string }>(
        `SELECT d.error FROM newsletter_deliveries d JOIN newsletter_runs r ON r.id = d.run_id WHERE r.issue_id = $1 LIMIT 1`,
        [issueId],
      )
      expect(failures!.error).toContain('421')
    } finally {
      delete behaviour.refuseAll
    }
    await sendsFinished(sql)
    expect(copiesOf(subject)).toEqual(oncePerAddress(emails))
    await expectSentOnce(issueId, emails.length)

    // One reset mail, whose link carries the token the account holds (as its digest, src/features/auth/resetTokens.ts):
    // the attempts the outage refused left none.
    const mail = await rig.smtp.mailTo(account, 0, 30_000)
    await expectNoJobLeft()
    expect(rig.smtp.mailsTo(account)).toHaveLength(1)
    const token = /\/cockpit\/reset\/([0-9a-f]+)/.exec(mail.html)?.[1]
    expect(token).toBeDefined()
    expect(await sql(`SELECT reset_password_token AS token FROM users WHERE email = $1`, [account])).toEqual([
      { token: `sha256:${createHash('sha256').update(token!).digest('hex')}` },
    ])
  })
})

describe('the S3 bucket answering 503, then returning', () => {
  const upload = async (name: string) => {
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(await images.photoJpeg(800, 450))], { type: 'image/jpeg' }), name)
    form.append('directory', 'outage')
    form.append('alt', 'The lobby')
    return fetch(`${server.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rig.apiToken}` },
      body: form,
    })
  }
  const stored = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(201)
    return ((await response.json()) as { image: { id: number; path: string } }).image
  }
  const mediaRows = async () => (await sql<{ id: number }>(`SELECT id FROM media ORDER BY id`)).map((row) => row.id)

  /** Public content that shows the image, so that anyone may load it (docs/decisions/059). */
  const shown = (image: { id: number }) =>
    insertPms(sql, { name: `Outage PMS ${image.id}`, slug: `outage-pms-${image.id}`, logo_id: image.id })

  it('answers an upload and a read with 503 and Retry-After meanwhile, keeps nothing of the upload, and takes it afterwards', async () => {
    const before = await stored(await upload('before.jpg'))
    await shown(before)
    expect((await fetch(`${server.url}/media/${before.path}`)).status).toBe(200)
    const rows = await mediaRows()
    const keys = await rig.s3.keys()

    rig.bucket.down()
    try {
      const refused = await upload('during.jpg')
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('30')
      expect(refused.headers.get('content-type')).toBe('application/problem+json')
      expect(await refused.json()).toMatchObject({ status: 503, code: 'storage_unavailable' })
      // Nothing half-done: no row without its objects, no object without its row.
      expect(await mediaRows()).toEqual(rows)
      expect(await rig.s3.keys()).toEqual(keys)

      const read = await fetch(`${server.url}/media/${before.path}`)
      expect([read.status, read.headers.get('retry-after'), read.headers.get('cache-control')]).toEqual([
        503,
        '30',
        'no-store',
      ])
      expect(await read.text()).toContain('media storage cannot be reached')
      // Pages name images by address and read none from the bucket: they render.
      expect((await fetch(`${server.url}/`)).status).toBe(200)
      expect(rig.bucket.refused).toBeGreaterThanOrEqual(2)
    } finally {
      rig.bucket.up()
    }
    const after = await stored(await upload('during.jpg'))
    await shown(after)
    const served = await fetch(`${server.url}/media/${after.path}`)
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp'])
    expect(await mediaRows()).toEqual([...rows, after.id])
    expect((await rig.s3.keys()).filter((key) => !keys.includes(key)).every((key) => key.startsWith('outage/'))).toBe(
      true,
    )
    expect(await rig.s3.keys()).toContain(after.path)
    expect((await fetch(`${server.url}/media/${before.path}`)).status).toBe(200)
  })
})

describe('PostgreSQL restarted during a newsletter send', () => {
  it('sends each subscriber one mail, the one handed over while the database was away included, and records the issue sent once', async () => {
    const emails = await subscribers('restart', 20)
    const everyone = (await sql<{ email: string }>(`SELECT email FROM subscribers WHERE status = 'confirmed'`)).map(
      (row) => row.email,
    )
    const subject = `Issue sent through a database restart ${randomBytes(3).toString('hex')}`
    const heldAddress = emails[7]!
    // This issue's mail to one subscriber gets no answer from the SMTP server until the database is down.
    let holding = true
    behaviour.hold = (to) => holding && to.includes(heldAddress)
    try {
      const issueId = await scheduleIssue(subject)
      await expect.poll(() => rig.smtp.held.length, { timeout: 30_000 }).toBe(1)
      holding = false
      await rig.postgres.stop()
      // The mail server takes the mail now: the worker must mark it sent once the database is back, not send it again.
      rig.smtp.releaseHeld()
      await expect.poll(() => copiesOf(subject)[heldAddress], { timeout: 10_000 }).toBe(1)
      await rig.postgres.start()

      await sendsFinished(sql)
      expect(copiesOf(subject)).toEqual(oncePerAddress(everyone))
      await expectSentOnce(issueId, everyone.length)
      expect(worker.process.exitCode, worker.output()).toBeNull()

      // Had the restart cut the send's last count short (its mails all sent, the send and the issue still
      // "sending"), the worker finishes it at its next look at the schedule, sending nothing more.
      await sql(`UPDATE newsletter_runs SET status = 'sending', finished_at = NULL, sent = 0 WHERE issue_id = $1`, [
        issueId,
      ])
      await sql(`UPDATE newsletter_issues SET status = 'sending' WHERE id = $1`, [issueId])
      await expect
        .poll(async () => (await sql(`SELECT status::text FROM newsletter_issues WHERE id = $1`, [issueId]))[0], {
          timeout: 30_000,
        })
        .toEqual({ status: 'sent' })
      await expectSentOnce(issueId, everyone.length)
      expect(copiesOf(subject)).toEqual(oncePerAddress(everyone))
    } finally {
      delete behaviour.hold
      holding = false
    }
  })
})

describe('PostgreSQL restarted during a publish', () => {
  it('stores an article published as the database goes away once, answered or sent again, and runs each publishing step once', async () => {
    const run = randomBytes(3).toString('hex')
    const title = `Harbor PMS publishes through a restart ${run}`
    const publish = () =>
      rig.postArticle(
        server,
        { title, body: 'The night audit moves to two.', is_published: true },
        { 'idempotency-key': `publish-through-restart-${run}` },
      )
    const first = publish()
    await rig.postgres.stop()
    const answer = await first
    // Acknowledged (stored before the stop) or refused for the moment; never a 500 or a hang.
    expect([201, 503], await answer.clone().text()).toContain(answer.status)
    if (answer.status === 503) expect(answer.headers.get('retry-after')).toBe('5')
    await rig.postgres.start()

    // A client sends it again with the same key until it is acknowledged: the first answer, or the first store.
    let retried = answer
    await expect
      .poll(async () => (retried.status === 201 ? 201 : (retried = await publish()).status), {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(201)
    const { article } = (await retried.json()) as { article: { id: number } }
    expect(await sql(`SELECT id, is_published FROM articles WHERE title = $1`, [title])).toEqual([
      { id: article.id, is_published: true },
    ])
    // Each step done once (succeeded, or skipped: no AI, social network or hub is configured here).
    await expect
      .poll(
        async () =>
          (
            await sql<{ task: string }>(
              `SELECT task::text FROM publish_events WHERE article_id = $1 AND status <> 'failed' ORDER BY id`,
              [article.id],
            )
          ).map((event) => event.task),
        { timeout: 60_000 },
      )
      .toEqual(['summary', 'embedding', 'related-articles', 'social-post', 'websub-ping', 'social-web'])
    await expectNoJobLeft()
  })
})

/**
 * Last in the file, after the outages above have made the server and the worker log failures: what an operator's
 * collector reads.
 */
describe('the logs of those outages', () => {
  it('are one JSON object per line from the server and the worker, each failure one line with its cause', () => {
    const serverLines = logLines(server.output())
    const workerLines = logLines(worker.output())
    for (const line of [...serverLines, ...workerLines]) {
      expect(line).toMatchObject({ level: expect.any(Number), time: expect.any(String), msg: expect.any(String) })
      expect(Number.isNaN(Date.parse(line.time))).toBe(false)
    }
    // The bucket's refusal: a warning naming the code and the bucket's own answer, no stack (it is no bug).
    expect(serverLines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/^API request answered 503: storage_unavailable \(.+\)$/),
      }),
    )
    // The worker's database connections lost in the restarts: warnings with the server's own words.
    expect(workerLines).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/^database connection lost: /) }),
    )
  })
})
