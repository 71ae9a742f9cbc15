/**
 * The newsletter's test app (issue 8): the built app with a real SMTP server on 127.0.0.1 (tests/fakes/smtpSink.ts)
 * receiving its mails through SMTP_URL, and the jobs queue running in the app. Each caller speaks from its own
 * client address (X-Forwarded-For through a trusted proxy) so that the per-IP limit of one does not spill into
 * another.
 */
import { afterAll, beforeAll, expect } from 'vitest'

import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../fakes/smtpSink'
import { type AppOptions, useApp } from '../../helpers/appFixture'
import { queueDrained } from '../../helpers/jobs'

export const confirmLinkOf = (mail: ReceivedMail) => {
  const match = /http:\/\/\S+\/subscribe\/confirm\?token=[A-Za-z0-9_%-]+/.exec(mail.text)
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`)
  return new URL(match[0])
}

/** The https address of List-Unsubscribe (here http: the test app's base URL). */
export const unsubscribeUrlOf = (mail: ReceivedMail) => {
  const match = /<(http[^>]+)>/.exec(mail.headers.get('list-unsubscribe') ?? '')
  if (!match) throw new Error(`no unsubscribe URL in ${mail.headers.get('list-unsubscribe')}`)
  return new URL(match[1]!)
}

/** The attributes of each <form> tag of a page, whatever their order. */
export const formsOf = (html: string) =>
  [...html.matchAll(/<form\b([^>]*)>/g)].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([a-z-]+)="([^"]*)"/g)]
        .filter(([, name]) => ['method', 'action', 'class'].includes(name!))
        .map(([, name, value]) => [name, value!.replace(/&amp;/g, '&')]),
    ),
  )

export function useNewsletterApp(arrange?: AppOptions['arrange'], { database }: Pick<AppOptions, 'database'> = {}) {
  let smtp: SmtpSink
  beforeAll(async () => {
    smtp = await startSmtpSink()
  })
  afterAll(async () => {
    await smtp?.stop()
  })
  const app = useApp({
    arrange,
    database,
    env: () => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'PMS News <news@pmsnews.example>',
      UNSUBSCRIBE_MAILTO: 'unsubscribe@pmsnews.example',
      JOBS_IN_APP: 'true',
      JOBS_POLL_INTERVAL_MS: '100',
      JOBS_RETRY_DELAY_MS: '300',
      OUTBOUND_TIMEOUT_MS: '2000',
      TRUSTED_PROXIES: '127.0.0.1',
      SUBSCRIBE_BLOCKED_DOMAINS: 'mailinator.com, @spam.example',
    }),
  })

  let nextIp = 1
  /** A client address of its own for each caller. */
  const freshIp = () => `198.51.100.${nextIp++}`

  function subscribe(body: unknown, ip: string, contentType = 'application/json'): Promise<Response> {
    return fetch(`${app.url}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    })
  }

  function postForm(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    })
  }

  const subscriber = async (email: string) =>
    (
      await app.sql<Record<string, unknown>>(
        `SELECT *, status::text AS status FROM subscribers WHERE lower(email) = lower($1)`,
        [email],
      )
    )[0]

  /** Waits until no confirmation mail is due (a done job is deleted, after its mail went), then counts the mails. */
  async function mailsSettledTo(email: string): Promise<number> {
    await queueDrained(app.sql, { task: 'send-subscription-confirmation', timeoutMs: 30_000 })
    return smtp.mailsTo(email).length
  }

  async function subscribeAndConfirm(email: string): Promise<ReceivedMail> {
    const seen = smtp.mailsTo(email).length
    expect((await subscribe({ email }, freshIp())).status).toBe(200)
    const mail = await smtp.mailTo(email, seen)
    const token = confirmLinkOf(mail).searchParams.get('token')!
    expect(
      (await postForm('/subscribe/confirm', { token }, { 'x-forwarded-for': freshIp() })).headers.get('location'),
    ).toBe('/subscribe/confirm?result=confirmed')
    return mail
  }

  return { app, smtp: () => smtp, freshIp, subscribe, postForm, subscriber, mailsSettledTo, subscribeAndConfirm }
}
