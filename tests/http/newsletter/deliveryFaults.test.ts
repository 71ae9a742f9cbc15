/**
 * Newsletter delivery when things go wrong (issue 24), with `npm run worker` as its own process and a real SMTP
 * server on loopback: a worker killed mid-send, temporary and permanent refusals, the rate limit, and the digest the
 * worker queues by itself at the configured hour.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { type SmtpSink, type SmtpSinkBehaviour, startSmtpSink } from '../../fakes/smtpSink'
import { useApp } from '../../helpers/appFixture'
import { insertArticle, insertAuthor, insertPms } from '../../helpers/content'
import { runCliProcess } from '../../helpers/runCliProcess'
import { startWorker, type WorkerProcess } from '../../helpers/worker'
import { insertSubscriber, sendsFinished } from './newsletterSends'

const app = useApp({ server: false })
const { sql } = app

/** One SMTP server for the file; each test sets how it behaves. */
const behaviour: SmtpSinkBehaviour = {}
let smtp: SmtpSink & { held: string[][] }
let workers: WorkerProcess[] = []

// Each test's digest goes to its own subscribers only.
beforeEach(async () => {
  await sql(`UPDATE subscribers SET status = 'unsubscribed' WHERE status = 'confirmed'`)
})

afterEach(() => {
  delete behaviour.hold
  delete behaviour.refuseRecipient
})

afterAll(async () => {
  await stopWorkers()
  await smtp?.stop()
})

async function stopWorkers() {
  await Promise.all(workers.map((worker) => worker.stop()))
  workers = []
}

/** The mails received for the addresses starting with `prefix`. */
const mailsFor = (prefix: string) => smtp.mails.filter((mail) => mail.to[0]!.startsWith(prefix))

async function worker(env: Record<string, string> = {}) {
  const started = await startWorker({
    ...app.env,
    SMTP_URL: smtp.url,
    BASE_URL: 'http://127.0.0.1:3999',
    MAIL_FROM: 'PMS News <news@pmsnews.example>',
    JOBS_POLL_INTERVAL_MS: '100',
    JOBS_RETRY_DELAY_MS: '300',
    OUTBOUND_TIMEOUT_MS: '2000',
    ...env,
  })
  workers.push(started)
  return started
}

const waitFor = (check: () => boolean | Promise<boolean>, what: string, timeout = 30_000) =>
  expect.poll(check, { timeout, message: `waiting for ${what}` }).toBe(true)

/**
 * What the workers write to `table`, recorded by a trigger with the name each worker gives its connections
 * (PGAPPNAME): how a test sees that a worker has looked, rather than waiting for it to have looked by now.
 */
async function recordWrites(table: string): Promise<void> {
  await sql(`CREATE TABLE IF NOT EXISTS test_writes (id serial PRIMARY KEY, tbl text, op text, worker text, row jsonb)`)
  await sql(`CREATE OR REPLACE FUNCTION test_record_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_writes (tbl, op, worker, row)
      VALUES (TG_TABLE_NAME, TG_OP, current_setting('application_name'), to_jsonb(NEW));
      RETURN NEW;
    END $$`)
  // BEFORE: it also sees an INSERT that ON CONFLICT DO NOTHING then drops.
  await sql(`CREATE OR REPLACE TRIGGER test_record_write BEFORE INSERT OR UPDATE ON ${table}
    FOR EACH ROW EXECUTE FUNCTION test_record_write()`)
}

const writesBy = async (table: string, worker: string, where = 'true') =>
  (
    await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM test_writes WHERE tbl = $1 AND worker = $2 AND (${where})`,
      [table, worker],
    )
  )[0]!.n

/** `count` confirmed subscribers named `prefix-01@example.com`…, each with the one new article in their digest. */
async function subscribers(
  prefix: string,
  count: number,
  extra: { digest?: 'daily' | 'weekly' } = {},
): Promise<string[]> {
  const emails = Array.from(
    { length: count },
    (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}@example.com`,
  )
  for (const email of emails) await insertSubscriber(sql, { email, confirmedMinutesAgo: 10, ...extra })
  return emails
}

let parents = { pms: 0, author: 0 }
let articleCount = 0
const publishArticle = () => {
  articleCount += 1
  return insertArticle(sql, {
    title: `News ${articleCount}`,
    slug: `news-${articleCount}`,
    pms_id: parents.pms,
    author_id: parents.author,
  })
}
const queueDigest = async () => {
  const result = await runCliProcess(['newsletter:send-digest'], app.env)
  expect(result.code, result.stderr).toBe(0)
}

beforeAll(async () => {
  smtp = await startSmtpSink(0, behaviour)
  parents = {
    pms: await insertPms(sql, { name: 'Harbor PMS', slug: 'harbor-pms' }),
    author: await insertAuthor(sql, { name: 'Ada', slug: 'ada' }),
  }
})

describe('a newsletter send', () => {
  it('survives a worker killed mid-send: the restarted worker delivers each remaining mail exactly once', async () => {
    const emails = await subscribers('killed', 12)
    await publishArticle()
    // The fifth mail hangs in the SMTP server once: the worker is killed while it waits for the answer.
    behaviour.hold = (to) => to.includes(emails[4]!) && smtp.held.length === 0
    await queueDigest()
    const first = await worker()
    await waitFor(() => smtp.held.length === 1, 'the held mail')
    await first.kill()
    workers = workers.filter((running) => running !== first)
    expect(mailsFor('killed-').map((mail) => mail.to[0])).toEqual(emails.slice(0, 4))

    // This worker stays for the next test.
    await worker()
    await sendsFinished(sql)
    const counts = new Map<string, number>()
    for (const mail of mailsFor('killed-')) counts.set(mail.to[0]!, (counts.get(mail.to[0]!) ?? 0) + 1)
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(emails.map((email) => [email, 1])))
    const rows = await sql(
      `SELECT s.email, d.status, d.attempts FROM newsletter_deliveries d JOIN subscribers s ON s.id = d.subscriber_id WHERE s.email LIKE 'killed-%' ORDER BY s.email`,
    )
    expect(rows.every((row) => row.status === 'sent')).toBe(true)
    expect(rows.find((row) => row.email === emails[4])!.attempts).toBe(2)
  })

  it('tries a 4xx again with backoff, and bounces a 5xx to RCPT: that subscriber gets no more mail', async () => {
    const [busy, gone, fine] = await subscribers('refused', 3)
    await publishArticle()
    behaviour.refuseRecipient = (address, offeredBefore) => {
      if (address === busy && offeredBefore < 2) return { code: 451, message: '4.3.0 mailbox busy, try later' }
      if (address === gone) return { code: 550, message: '5.1.1 no such user here' }
      return null
    }
    // The last test's second worker sends these.
    expect(workers).toHaveLength(1)
    await queueDigest()
    await sendsFinished(sql)
    expect(smtp.mailsTo(busy!)).toHaveLength(1)
    expect(smtp.mailsTo(fine!)).toHaveLength(1)
    expect(smtp.mailsTo(gone!)).toHaveLength(0)
    const [subscriber] = await sql(`SELECT status::text, bounce_reason FROM subscribers WHERE email = $1`, [gone])
    expect(subscriber).toEqual({
      status: 'bounced',
      bounce_reason: expect.stringContaining('550 5.1.1 no such user here'),
    })
    const deliveries = await sql(
      `SELECT s.email, d.status, d.attempts FROM newsletter_deliveries d JOIN subscribers s ON s.id = d.subscriber_id WHERE s.email LIKE 'refused-%' ORDER BY s.email`,
    )
    expect(deliveries).toEqual([
      { email: busy, status: 'sent', attempts: 3 },
      { email: gone, status: 'bounced', attempts: 1 },
      { email: fine, status: 'sent', attempts: 1 },
    ])
    const [run] = await sql(
      `SELECT sent::int, bounced::int, failed::int, status::text FROM newsletter_runs ORDER BY id DESC LIMIT 1`,
    )
    expect(run).toEqual({ sent: 2, bounced: 1, failed: 0, status: 'done' })

    // The next digest leaves the bounced address out.
    await publishArticle()
    await queueDigest()
    await sendsFinished(sql)
    expect(smtp.mailsTo(gone!)).toHaveLength(0)
    expect(smtp.mailsTo(fine!)).toHaveLength(2)
  })

  it('sends no more than NEWSLETTER_MAX_PER_MINUTE a minute, all workers together', async () => {
    await subscribers('rate', 8)
    await publishArticle()
    // The earlier tests' workers counted their mails in this minute's window too.
    await stopWorkers()
    await sql(`DELETE FROM rate_limits WHERE key LIKE 'newsletter-mails%'`)
    await recordWrites('rate_limits')
    await queueDigest()
    await Promise.all([
      worker({ NEWSLETTER_MAX_PER_MINUTE: '5', PGAPPNAME: 'rate-worker-1' }),
      worker({ NEWSLETTER_MAX_PER_MINUTE: '5', PGAPPNAME: 'rate-worker-2' }),
    ])
    await waitFor(() => mailsFor('rate-').length >= 5, 'five mails')
    // Each worker has counted a batch past the minute's budget (refused: it gives the count back and waits for the
    // next minute), while mails were still due: neither sent another.
    const refused = `row->>'key' LIKE 'newsletter-mails%' AND (row->>'points')::int > 5`
    for (const name of ['rate-worker-1', 'rate-worker-2'])
      await waitFor(async () => (await writesBy('rate_limits', name, refused)) > 0, `${name} to be refused`)
    const [window] = await sql(
      `SELECT count(*)::int AS n FROM newsletter_deliveries d JOIN subscribers s ON s.id = d.subscriber_id WHERE d.status = 'sent' AND s.email LIKE 'rate-%'`,
    )
    expect(mailsFor('rate-')).toHaveLength(5)
    expect(window!.n).toBe(5)
  })
})

describe('the scheduled digest', () => {
  it('is queued by the worker itself at the configured hour, once a day, for daily subscribers (and weekly ones on their weekday)', async () => {
    // The rate test's last mails wait for the next minute: they are not this test's.
    await stopWorkers()
    await sql(`UPDATE newsletter_deliveries SET status = 'skipped' WHERE status IN ('queued', 'sending')`)
    const [daily] = await subscribers('daily', 1, { digest: 'daily' })
    const [weekly] = await subscribers('weekly', 1, { digest: 'weekly' })
    await publishArticle()
    const today = new Date()
    const notToday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      (today.getUTCDay() + 3) % 7
    ]!
    const env = { NEWSLETTER_DIGEST_HOUR: '0', NEWSLETTER_DIGEST_WEEKDAY: notToday }
    await recordWrites('newsletter_runs')
    await worker({ ...env, PGAPPNAME: 'first-worker' })
    await waitFor(() => smtp.mailsTo(daily!).length === 1, 'the daily digest')
    await sendsFinished(sql)
    expect(smtp.mailsTo(weekly!)).toHaveLength(0)
    const slot = `digest:${new Date().toISOString().slice(0, 10)}`
    expect(await sql(`SELECT slot FROM newsletter_runs WHERE slot IS NOT NULL`)).toEqual([{ slot }])

    // A second worker, and a restart, find the day's digest made: none is made twice. Each of them tries to make it
    // after the new article is in (the trigger sees the insert that the slot's unique key then drops).
    await publishArticle()
    await sql(`DELETE FROM test_writes WHERE tbl = 'newsletter_runs'`)
    await worker({ ...env, PGAPPNAME: 'second-worker' })
    const tried = `op = 'INSERT' AND row->>'slot' = '${slot}'`
    for (const name of ['first-worker', 'second-worker'])
      await waitFor(async () => (await writesBy('newsletter_runs', name, tried)) > 0, `${name} to look at the digest`)
    expect(await sql(`SELECT slot FROM newsletter_runs WHERE slot IS NOT NULL`)).toEqual([{ slot }])
    expect(smtp.mailsTo(daily!)).toHaveLength(1)
  })
})
