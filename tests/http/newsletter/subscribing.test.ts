/**
 * The newsletter (issue 8) over HTTP against the built app, with a real SMTP server on 127.0.0.1 (tests/fakes/
 * smtpSink.ts) receiving the mails through the app's SMTP_URL, and the jobs queue running in the app. Each test
 * speaks from its own client address (X-Forwarded-For through a trusted proxy) so that the per-IP limit of one
 * does not spill into another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../fakes/smtpSink'
import { startAppServer, type AppServer } from '../helpers/appServer'
import { signInFirstEditor } from '../helpers/cockpitSession'
import { seededDatabase } from '../helpers/seededDatabase'
import { runSql } from '../helpers/sql'
import type { TestDatabase } from '../helpers/testEnv'

let database: TestDatabase
let server: AppServer
let smtp: SmtpSink

const sql = async <T = Record<string, unknown>>(query: string, params: unknown[] = []) => (await runSql(database.url, query, params)).rows as T[]

let nextIp = 1
/** A client address of its own for each caller. */
const freshIp = () => `198.51.100.${nextIp++}`

function subscribe(body: unknown, ip: string, contentType = 'application/json'): Promise<Response> {
  return fetch(`${server.url}/subscribe`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  })
}

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

const subscriber = async (email: string) =>
  (await sql<Record<string, unknown>>(`SELECT *, status::text AS status FROM subscribers WHERE lower(email) = lower($1)`, [email]))[0]

const confirmLinkOf = (mail: ReceivedMail) => {
  const match = /http:\/\/\S+\/subscribe\/confirm\?token=[A-Za-z0-9_%-]+/.exec(mail.text)
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`)
  return new URL(match[0])
}

/** The https address of List-Unsubscribe (here http: the test app's base URL). */
const unsubscribeUrlOf = (mail: ReceivedMail) => {
  const match = /<(http[^>]+)>/.exec(mail.headers.get('list-unsubscribe') ?? '')
  if (!match) throw new Error(`no unsubscribe URL in ${mail.headers.get('list-unsubscribe')}`)
  return new URL(match[1]!)
}

/** The attributes of each <form> tag of a page, whatever their order. */
const formsOf = (html: string) =>
  [...html.matchAll(/<form\b([^>]*)>/g)].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([a-z-]+)="([^"]*)"/g)].filter(([, name]) => ['method', 'action', 'class'].includes(name!)).map(([, name, value]) => [name, value!.replace(/&amp;/g, '&')]),
    ),
  )

/**
 * Waits until no confirmation-mail job is due (a done job is deleted, after its mail went), then counts the mails.
 * Only those jobs: the in-app queue also runs the seed's 63 publications, however long they take on a busy machine.
 */
async function mailsSettledTo(email: string): Promise<number> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const [row] = await sql<{ n: string }>(
      `SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'send-subscription-confirmation' AND completed_at IS NULL AND NOT coalesce(has_error, false)`,
    )
    if (Number(row!.n) === 0) return smtp.mailsTo(email).length
    if (Date.now() > deadline) throw new Error('the confirmation-mail jobs did not drain')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function subscribeAndConfirm(email: string): Promise<ReceivedMail> {
  const seen = smtp.mailsTo(email).length
  expect((await subscribe({ email }, freshIp())).status).toBe(200)
  const mail = await smtp.mailTo(email, seen)
  const token = confirmLinkOf(mail).searchParams.get('token')!
  expect((await postForm('/subscribe/confirm', { token }, { 'x-forwarded-for': freshIp() })).headers.get('location')).toBe('/subscribe/confirm?result=confirmed')
  return mail
}

beforeAll(async () => {
  smtp = await startSmtpSink()
  const seeded = await seededDatabase()
  database = seeded.database
  server = await startAppServer({
    DATABASE_URL: database.url,
    DATA_DIR: seeded.dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'PMS News <news@pmsnews.example>',
    UNSUBSCRIBE_MAILTO: 'unsubscribe@pmsnews.example',
    JOBS_IN_APP: 'true',
    JOBS_POLL_INTERVAL_MS: '100',
    JOBS_RETRY_DELAY_MS: '300',
    OUTBOUND_TIMEOUT_MS: '2000',
    TRUSTED_PROXIES: '127.0.0.1',
    SUBSCRIBE_BLOCKED_DOMAINS: 'mailinator.com, @spam.example',
  })
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  await database?.drop()
})

describe('POST /subscribe: double opt-in', () => {
  it('records a pending subscriber and mails a link that confirms once, on the button, with time and address as evidence', async () => {
    const ip = freshIp()
    const response = await subscribe({ email: '  Reader.One@Example.COM ' }, ip)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'recorded' })

    const pending = await subscriber('reader.one@example.com')
    expect(pending).toMatchObject({ email: 'Reader.One@example.com', status: 'pending', requested_ip: ip, consent_source: 'api', confirmed_at: null })

    const mail = await smtp.mailTo('Reader.One@example.com')
    expect(mail.subject).toBe('Confirm your subscription to PMS News')
    expect(mail.headers.get('from')).toContain('news@pmsnews.example')
    const link = confirmLinkOf(mail)
    expect(mail.html).toContain(link.searchParams.get('token'))
    const token = link.searchParams.get('token')!
    // Only a hash of the token is kept.
    const stored = await subscriber('reader.one@example.com')
    expect(stored!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(token)

    // Opening the link (as a mail scanner would) shows the button and confirms nothing.
    const page = await fetch(link)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Reader.One@example.com')
    expect(formsOf(html)).toContainEqual(expect.objectContaining({ method: 'post', action: '/subscribe/confirm' }))
    expect(html).toContain('Confirm subscription')
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>')
    expect((await subscriber('reader.one@example.com'))!.status).toBe('pending')

    const confirmIp = freshIp()
    const confirmed = await postForm('/subscribe/confirm', { token }, { 'x-forwarded-for': confirmIp })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/subscribe/confirm?result=confirmed')
    const row = await subscriber('reader.one@example.com')
    expect(row).toMatchObject({ status: 'confirmed', confirmed_ip: confirmIp, confirm_token_hash: null })
    expect(Date.now() - new Date(row!.confirmed_at as string).getTime()).toBeLessThan(60_000)
    expect(await (await fetch(`${server.url}/subscribe/confirm?result=confirmed`)).text()).toContain('You are subscribed.')

    // Single use: the second press and the link itself are spent.
    expect((await postForm('/subscribe/confirm', { token })).headers.get('location')).toBe('/subscribe/confirm?result=invalid')
    expect(await (await fetch(link)).text()).toContain('not valid, or has been used already')
    expect((await subscriber('reader.one@example.com'))!.confirmed_ip).toBe(confirmIp)
  })

  it('refuses an expired confirmation link, and an invented one', async () => {
    const email = 'late.reader@example.com'
    expect((await subscribe({ email }, freshIp())).status).toBe(200)
    const token = confirmLinkOf(await smtp.mailTo(email)).searchParams.get('token')!
    await sql(`UPDATE subscribers SET confirm_token_expires_at = now() - interval '1 minute' WHERE email = $1`, [email])

    expect(await (await fetch(`${server.url}/subscribe/confirm?token=${token}`)).text()).toContain('This confirmation link has expired')
    expect((await postForm('/subscribe/confirm', { token })).headers.get('location')).toBe('/subscribe/confirm?result=expired')
    expect((await postForm('/subscribe/confirm', { token: 'x'.repeat(43) })).headers.get('location')).toBe('/subscribe/confirm?result=invalid')
    expect((await postForm('/subscribe/confirm', {})).headers.get('location')).toBe('/subscribe/confirm?result=invalid')
    expect((await subscriber(email))!.status).toBe('pending')
  })

  it('answers alike for new, pending, confirmed and unsubscribed addresses, and mails only when a mail is due', async () => {
    const answers: Array<{ status: number; type: string | null; cache: string | null; body: string }> = []
    const answer = async (email: string) => {
      const response = await subscribe({ email }, freshIp())
      answers.push({ status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body: await response.text() })
    }

    // New, then pending: one mail, not a second within the hour.
    await answer('same.answer@example.com')
    await smtp.mailTo('same.answer@example.com')
    await answer('same.answer@example.com')
    expect(await mailsSettledTo('same.answer@example.com')).toBe(1)
    // An hour later, a repeated request sends the link again.
    await sql(`UPDATE subscribers SET confirmation_queued_at = now() - interval '61 minutes' WHERE email = 'same.answer@example.com'`)
    await answer('same.answer@example.com')
    await smtp.mailTo('same.answer@example.com', 1)
    expect(await mailsSettledTo('same.answer@example.com')).toBe(2)

    // Confirmed: no new mail.
    await subscribeAndConfirm('already.confirmed@example.com')
    await answer('Already.Confirmed@example.com')
    expect(await mailsSettledTo('already.confirmed@example.com')).toBe(1)
    expect((await subscriber('already.confirmed@example.com'))!.status).toBe('confirmed')

    // Unsubscribed: subscribing again needs a new confirmation.
    // (Straight away: the hourly resend limit is for pending addresses, not for a new opt-in.)
    await sql(`UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = now() WHERE email = 'already.confirmed@example.com'`)
    await answer('already.confirmed@example.com')
    expect((await subscriber('already.confirmed@example.com'))!.status).toBe('pending')
    await smtp.mailTo('already.confirmed@example.com', 1)

    expect(answers).toHaveLength(5)
    for (const other of answers) expect(other).toEqual(answers[0])
    expect(answers[0]).toMatchObject({ status: 200, type: 'application/json', cache: 'no-store' })
  })

  it('keeps the subscription when SMTP is down, and a job sends the mail once it is back', async () => {
    await smtp.stop()
    const email = 'patient.reader@example.com'
    try {
      expect((await subscribe({ email }, freshIp())).status).toBe(200)
      expect((await subscriber(email))!.status).toBe('pending')
      // The job fails at least once while the server is away...
      const deadline = Date.now() + 30_000
      for (;;) {
        const [job] = await sql<{ tried: number; log: unknown[] }>(
          `SELECT total_tried AS tried FROM payload_jobs WHERE task_slug = 'send-subscription-confirmation' AND input->>'subscriberId' = $1::text`,
          [String((await subscriber(email))!.id)],
        )
        if (job && job.tried >= 1) break
        if (Date.now() > deadline) throw new Error('the confirmation job never tried to send')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(smtp.mailsTo(email)).toHaveLength(0)
    } finally {
      await smtp.start()
    }
    // ...and is retried until the mail goes through.
    const mail = await smtp.mailTo(email, 0, 60_000)
    expect(confirmLinkOf(mail).searchParams.get('token')).toBeTruthy()
  })
})

describe('unsubscribing', () => {
  it('carries List-Unsubscribe (https and mailto) and RFC 8058 List-Unsubscribe-Post in every mail', async () => {
    const mail = await subscribeAndConfirm('headers.reader@example.com')
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const header = mail.headers.get('list-unsubscribe')!
    expect(header).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/subscribe\/unsubscribe\?token=[^>]+>, <mailto:unsubscribe@pmsnews\.example\?subject=[^>]+>$/)
  })

  it('unsubscribes with the exact one-click POST of RFC 8058, with no further step', async () => {
    const email = 'one.click@example.com'
    const mail = await subscribeAndConfirm(email)
    const url = unsubscribeUrlOf(mail)
    // What a mail program sends: the List-Unsubscribe URL, this body and content type, no cookies, no credentials.
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'unsubscribed' })
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed', unsubscribed_via: 'one-click' })
    // Again: still fine, nothing changes.
    const again = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(again.status).toBe(200)
    expect(await (await fetch(url)).text()).toContain('is already unsubscribed')
  })

  it('shows a page with a button on GET, and the button unsubscribes', async () => {
    const email = 'button.reader@example.com'
    const url = unsubscribeUrlOf(await subscribeAndConfirm(email))
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('button.reader@example.com')
    expect((await subscriber(email))!.status).toBe('confirmed')
    const action = formsOf(html).find((form) => form.action.startsWith('/subscribe/unsubscribe'))!.action
    expect(action).toBe(`${url.pathname}${url.search}`)
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"')
    const pressed = await postForm(action, { 'List-Unsubscribe': 'One-Click' }, { accept: 'text/html', 'sec-fetch-mode': 'navigate' })
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe('/subscribe/unsubscribe?result=unsubscribed')
    expect((await subscriber(email))!.status).toBe('unsubscribed')
  })

  it('refuses tokens naming no possible subscriber, and repeated parameters, without a 500', async () => {
    const mac = 'a'.repeat(43)
    for (const id of ['2147483648', '3000000000', '9999999999']) {
      expect((await postForm(`/subscribe/unsubscribe?token=${id}.${mac}`, { 'List-Unsubscribe': 'One-Click' })).status).toBe(400)
      const page = await fetch(`${server.url}/subscribe/unsubscribe?token=${id}.${mac}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('This unsubscribe link is not valid')
    }
    const repeated = await fetch(`${server.url}/subscribe/confirm?token=a&token=b`)
    expect(repeated.status).toBe(200)
    expect(await repeated.text()).toContain('not valid, or has been used already')
    const repeatedUnsubscribe = await fetch(`${server.url}/subscribe/unsubscribe?token=a&token=b&result=x&result=y`)
    expect(repeatedUnsubscribe.status).toBe(200)
  })

  it('refuses a forged token, and a POST without the one-click body', async () => {
    const email = 'forged.reader@example.com'
    const url = unsubscribeUrlOf(await subscribeAndConfirm(email))
    const token = url.searchParams.get('token')!
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    const refused = await postForm(`/subscribe/unsubscribe?token=${forged}`, { 'List-Unsubscribe': 'One-Click' })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('content-type')).toBe('application/problem+json')
    const otherId = token.replace(/^\d+/, (id) => String(Number(id) + 1))
    expect((await postForm(`/subscribe/unsubscribe?token=${otherId}`, { 'List-Unsubscribe': 'One-Click' })).status).toBe(400)
    expect((await postForm(`${url.pathname}${url.search}`, { other: 'field' })).status).toBe(400)
    // A button's post is small; a large body is not one.
    expect((await postForm(`${url.pathname}${url.search}`, { 'List-Unsubscribe': 'One-Click', padding: 'p'.repeat(10_000) })).status).toBe(400)
    expect(await (await fetch(`${server.url}/subscribe/unsubscribe?token=${forged}`)).text()).toContain('This unsubscribe link is not valid')
    expect((await subscriber(email))!.status).toBe('confirmed')
  })
})

describe('abuse limits', () => {
  it('allows 5 requests per hour from one client address, then 429 with Retry-After', async () => {
    const ip = freshIp()
    for (let index = 0; index < 5; index += 1) expect((await subscribe({ email: `ip.limit.${index}@example.com` }, ip)).status).toBe(200)
    const refused = await subscribe({ email: 'ip.limit.5@example.com' }, ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toBe('application/problem+json')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect(await subscriber('ip.limit.5@example.com')).toBeUndefined()
    // Another client is not held up.
    expect((await subscribe({ email: 'ip.limit.5@example.com' }, freshIp())).status).toBe(200)
  })

  it('allows 3 requests per day for one address, whatever the case and the client, then 429 with Retry-After', async () => {
    for (const email of ['day.limit@example.com', 'Day.Limit@example.com', 'DAY.LIMIT@EXAMPLE.COM']) expect((await subscribe({ email }, freshIp())).status).toBe(200)
    const refused = await subscribe({ email: 'day.limit@example.com' }, freshIp())
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(86_000)
    expect(retryAfter).toBeLessThanOrEqual(86_400)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/per day for one email address/)
  })

  it('counts the client by its connection (and trusted proxies), never by a header it sets itself', async () => {
    const ip = freshIp()
    const response = await fetch(`${server.url}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-pmsnews-client-ip': '203.0.113.250' },
      body: JSON.stringify({ email: 'spoofing.reader@example.com' }),
    })
    expect(response.status).toBe(200)
    expect((await subscriber('spoofing.reader@example.com'))!.requested_ip).toBe(ip)
  })

  it('counts one mailbox however its address is varied', async () => {
    for (const email of ['variant@example.com', 'variant+1@example.com', 'Variant+2@example.com']) expect((await subscribe({ email }, freshIp())).status).toBe(200)
    expect((await subscribe({ email: 'variant+3@example.com' }, freshIp())).status).toBe(429)
  })

  it('answers a filled honeypot like a success and records nothing', async () => {
    const response = await postForm('/subscribe', { email: 'bot.target@example.com', source: 'footer', website: 'https://spam.example' }, { 'x-forwarded-for': freshIp() })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/subscribe?result=check-inbox#subscribe-result')
    expect(await subscriber('bot.target@example.com')).toBeUndefined()
  })

  it('refuses addresses at blocked domains and their subdomains', async () => {
    for (const email of ['someone@mailinator.com', 'someone@eu.MAILINATOR.com', 'x@spam.example']) {
      const response = await subscribe({ email }, freshIp())
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ code: 'blocked_domain', errors: [{ field: 'email' }] })
    }
    expect((await subscribe({ email: 'someone@notmailinator.com' }, freshIp())).status).toBe(200)
  })
})

describe('bad input', () => {
  it('answers 400 or 422 problem+json and stores nothing', async () => {
    const before = (await sql<{ n: string }>(`SELECT count(*) AS n FROM subscribers`))[0]!.n
    const ip = freshIp()
    const cases: Array<[unknown, string, number, string]> = [
      ['{"email": ', 'application/json', 400, 'malformed_json'],
      ['email=someone@example.com', 'text/plain', 422, 'validation_failed'],
      [[], 'application/json', 422, 'validation_failed'],
      ['"someone@example.com"', 'application/json', 422, 'validation_failed'],
      [{}, 'application/json', 422, 'validation_failed'],
      [{ email: 42 }, 'application/json', 422, 'validation_failed'],
      [{ email: 'not an address' }, 'application/json', 422, 'validation_failed'],
      [{ email: 'two@@example.com' }, 'application/json', 422, 'validation_failed'],
      [{ email: `${'a'.repeat(243)}@example.com` }, 'application/json', 422, 'validation_failed'],
      [{ email: 'x@example.com', padding: 'p'.repeat(5000) }, 'application/json', 413, 'payload_too_large'],
    ]
    for (const [body, type, status, code] of cases) {
      const response = await subscribe(body, ip, type)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      expect(await response.json()).toMatchObject({ status, code })
    }
    const invalid = (await (await subscribe({ email: 'nope' }, ip)).json()) as { errors: Array<{ field: string; message: string }> }
    expect(invalid.errors).toEqual([{ field: 'email', message: 'is not a valid email address' }])
    // A 254-character address is fine.
    expect((await subscribe({ email: `${'a'.repeat(242)}@example.com` }, ip)).status).toBe(200)
    expect(Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM subscribers`))[0]!.n)).toBe(Number(before) + 1)
  })

  it('keeps the internal action routes behind /subscribe unreachable directly', async () => {
    expect((await fetch(`${server.url}/subscribe/actions/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a@example.com"}' })).status).toBe(404)
  })
})

describe('the form, without JavaScript', () => {
  it('is in the footer of every page and on article pages', async () => {
    const home = await (await fetch(`${server.url}/`)).text()
    expect(formsOf(home)).toContainEqual({ method: 'post', action: '/subscribe', class: 'subscribe-form' })
    expect(home).toContain('name="source" value="footer"')
    const emailInput = [...home.matchAll(/<input\b[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes('name="email"'))
    expect(emailInput).toMatch(/type="email"/)
    expect(emailInput).toMatch(/required=""/)
    expect(home).toMatch(/<input id="subscribe-footer-website" type="text" tabindex="-1" autoComplete="off" name="website"\/>/)
    expect(home).toMatch(/<div class="subscribe-trap" aria-hidden="true">/)
    const [article] = await sql<{ pms: string; slug: string }>(
      `SELECT p.slug AS pms, a.slug FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published LIMIT 1`,
    )
    const page = await (await fetch(`${server.url}/${article!.pms}/${article!.slug}`)).text()
    expect(page).toContain('name="source" value="article"')
    expect(page).toContain('name="source" value="footer"')
  })

  it('subscribes with a form post, answered by a redirect to a page that says what happens next', async () => {
    const ip = freshIp()
    const response = await postForm('/subscribe', { email: 'form.reader@example.com', source: 'article', website: '' }, { 'x-forwarded-for': ip })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/subscribe?result=check-inbox#subscribe-result')
    expect(await subscriber('form.reader@example.com')).toMatchObject({ status: 'pending', consent_source: 'article', requested_ip: ip })
    expect(await (await fetch(`${server.url}/subscribe?result=check-inbox`)).text()).toContain('Check your inbox.')

    const invalid = await postForm('/subscribe', { email: 'not-an-address', source: 'footer' }, { 'x-forwarded-for': ip })
    expect(invalid.headers.get('location')).toBe('/subscribe?result=invalid-email#subscribe-result')
    expect(await (await fetch(`${server.url}/subscribe?result=invalid-email`)).text()).toContain('does not look like an email address')
  })

  it('sends the form to a page that says when to try again once over the limit', async () => {
    const ip = freshIp()
    for (let index = 0; index < 5; index += 1) await postForm('/subscribe', { email: `form.limit.${index}@example.com` }, { 'x-forwarded-for': ip })
    const refused = await postForm('/subscribe', { email: 'form.limit.5@example.com' }, { 'x-forwarded-for': ip })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toMatch(/^\/subscribe\?result=too-many-requests&retry_after=\d+#subscribe-result$/)
    expect(await (await fetch(`${server.url}${refused.headers.get('location')}`)).text()).toMatch(/try again in about \d+ minutes/)
  })
})

describe('markdown', () => {
  it('tells agents where a person subscribes, and not how to subscribe someone', async () => {
    const home = await fetch(`${server.url}/`, { headers: { accept: 'text/markdown' } })
    const text = await home.text()
    expect(text).toContain(`${server.url}/subscribe`)
    expect(text).toContain('Agents must not subscribe anyone on their behalf.')
    const page = await fetch(`${server.url}/subscribe`, { headers: { accept: 'text/markdown' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(Number(page.headers.get('x-markdown-tokens'))).toBeGreaterThan(50)
    const markdown = await page.text()
    expect(markdown).toMatch(/^---\ntitle: "The PMS News newsletter"/)
    expect(markdown).toContain('do not subscribe an address on anyone\'s behalf')
    for (const said of [home, page]) expect(said.ok).toBe(true)
    for (const body of [text, markdown]) {
      expect(body).not.toMatch(/POST|application\/json|"email"/)
    }
  })
})

describe('the cockpit', () => {
  it('lists subscribers with their evidence, exports the confirmed ones as CSV, and can only unsubscribe', async () => {
    await subscribeAndConfirm('csv.reader@example.com')
    const cms = await signInFirstEditor(server.url, 'admin@pmsnews.example')
    const login = await fetch(`${server.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@pmsnews.example', password: 'a long editor password' }),
    })
    const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }

    const list = (await (await fetch(`${server.url}/cms-api/subscribers?limit=100&depth=0`, { headers: auth })).json()) as { docs: Array<Record<string, unknown>> }
    const reader = list.docs.find((doc) => doc.email === 'csv.reader@example.com')!
    expect(reader).toMatchObject({ status: 'confirmed', consent_source: 'api' })
    expect(reader.confirmed_at).toBeTruthy()
    expect(reader.confirmed_ip).toMatch(/^198\.51\.100\.\d+$/)
    expect(reader).not.toHaveProperty('confirm_token_hash')

    const csv = await fetch(`${server.url}/cms-api/subscribers/export`, { headers: auth })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="pmsnews-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = (await csv.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('email,confirmed_at,confirmed_ip,consent_source,requested_at,requested_ip')
    const confirmed = await sql<{ email: string }>(`SELECT email FROM subscribers WHERE status = 'confirmed' ORDER BY id`)
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(confirmed.map((row) => row.email))
    expect(lines.join('\n')).not.toContain('patient.reader@example.com')
    expect((await fetch(`${server.url}/cms-api/subscribers/export`)).status).toBe(401)

    // Confirming needs the subscriber's click; an admin can only unsubscribe.
    const pending = await subscriber('patient.reader@example.com')
    const confirm = await fetch(`${server.url}/cms-api/subscribers/${pending!.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'confirmed' }),
    })
    expect(confirm.status).toBe(400)
    expect((await subscriber('patient.reader@example.com'))!.status).toBe('pending')
    // Nor can an admin plant a confirmation token of their own.
    await cms('PATCH', `/subscribers/${pending!.id}`, { confirm_token_hash: 'a'.repeat(64), confirm_token_expires_at: '2099-01-01T00:00:00.000Z' })
    expect((await subscriber('patient.reader@example.com'))!.confirm_token_hash).not.toBe('a'.repeat(64))
    await cms('PATCH', `/subscribers/${reader.id}`, { status: 'unsubscribed', confirmed_ip: '10.0.0.1' })
    expect(await subscriber('csv.reader@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribed_via: 'cockpit', confirmed_ip: reader.confirmed_ip })
    const created = await fetch(`${server.url}/cms-api/subscribers`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'made.up@example.com', status: 'confirmed', requested_at: new Date().toISOString() }),
    })
    expect(created.status).toBe(403)
  })
})
