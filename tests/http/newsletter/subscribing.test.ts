/**
 * The newsletter's double opt-in over HTTP (issue 8): subscribing, the confirmation mail and link, unsubscribing
 * by RFC 8058 one-click and by page, and the cockpit's subscriber list, CSV export and its one permitted change.
 */
import { describe, expect, it } from 'vitest'

import { confirmLinkOf, formsOf, unsubscribeUrlOf, useNewsletterApp } from './newsletterClient'

const { app, smtp, freshIp, subscribe, postForm, subscriber, mailsSettledTo, subscribeAndConfirm } = useNewsletterApp()
const { sql } = app

describe('POST /subscribe: double opt-in', () => {
  it('records a pending subscriber and mails a link that confirms once, on the button, with time and address as evidence', async () => {
    const ip = freshIp()
    const response = await subscribe({ email: '  Reader.One@Example.COM ' }, ip)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'recorded' })

    const pending = await subscriber('reader.one@example.com')
    expect(pending).toMatchObject({
      email: 'Reader.One@example.com',
      status: 'pending',
      requested_ip: ip,
      consent_source: 'api',
      confirmed_at: null,
    })

    const mail = await smtp().mailTo('Reader.One@example.com')
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
    expect(await (await fetch(`${app.url}/subscribe/confirm?result=confirmed`)).text()).toContain('You are subscribed.')

    // Single use: the second press and the link itself are spent.
    expect((await postForm('/subscribe/confirm', { token })).headers.get('location')).toBe(
      '/subscribe/confirm?result=invalid',
    )
    expect(await (await fetch(link)).text()).toContain('not valid, or has been used already')
    expect((await subscriber('reader.one@example.com'))!.confirmed_ip).toBe(confirmIp)
  })

  it('refuses an expired confirmation link, and an invented one', async () => {
    const email = 'late.reader@example.com'
    expect((await subscribe({ email }, freshIp())).status).toBe(200)
    const token = confirmLinkOf(await smtp().mailTo(email)).searchParams.get('token')!
    await sql(`UPDATE subscribers SET confirm_token_expires_at = now() - interval '1 minute' WHERE email = $1`, [email])

    expect(await (await fetch(`${app.url}/subscribe/confirm?token=${token}`)).text()).toContain(
      'This confirmation link has expired',
    )
    expect((await postForm('/subscribe/confirm', { token })).headers.get('location')).toBe(
      '/subscribe/confirm?result=expired',
    )
    expect((await postForm('/subscribe/confirm', { token: 'x'.repeat(43) })).headers.get('location')).toBe(
      '/subscribe/confirm?result=invalid',
    )
    expect((await postForm('/subscribe/confirm', {})).headers.get('location')).toBe('/subscribe/confirm?result=invalid')
    expect((await subscriber(email))!.status).toBe('pending')
  })

  it('answers alike for new, pending, confirmed and unsubscribed addresses, and mails only when a mail is due', async () => {
    const answers: Array<{ status: number; type: string | null; cache: string | null; body: string }> = []
    const answer = async (email: string) => {
      const response = await subscribe({ email }, freshIp())
      answers.push({
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        body: await response.text(),
      })
    }

    // New, then pending: one mail, not a second within the hour.
    await answer('same.answer@example.com')
    await smtp().mailTo('same.answer@example.com')
    await answer('same.answer@example.com')
    expect(await mailsSettledTo('same.answer@example.com')).toBe(1)
    // An hour later, a repeated request sends the link again.
    await sql(
      `UPDATE subscribers SET confirmation_queued_at = now() - interval '61 minutes' WHERE email = 'same.answer@example.com'`,
    )
    await answer('same.answer@example.com')
    await smtp().mailTo('same.answer@example.com', 1)
    expect(await mailsSettledTo('same.answer@example.com')).toBe(2)

    // Confirmed: no new mail.
    await subscribeAndConfirm('already.confirmed@example.com')
    await answer('Already.Confirmed@example.com')
    expect(await mailsSettledTo('already.confirmed@example.com')).toBe(1)
    expect((await subscriber('already.confirmed@example.com'))!.status).toBe('confirmed')

    // Unsubscribed: subscribing again needs a new confirmation.
    // (Straight away: the hourly resend limit is for pending addresses, not for a new opt-in.)
    await sql(
      `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = now() WHERE email = 'already.confirmed@example.com'`,
    )
    await answer('already.confirmed@example.com')
    expect((await subscriber('already.confirmed@example.com'))!.status).toBe('pending')
    await smtp().mailTo('already.confirmed@example.com', 1)

    expect(answers).toHaveLength(5)
    for (const other of answers) expect(other).toEqual(answers[0])
    expect(answers[0]).toMatchObject({ status: 200, type: 'application/json', cache: 'no-store' })
  })

  it('keeps the subscription when SMTP is down, and a job sends the mail once it is back', async () => {
    await smtp().stop()
    const email = 'patient.reader@example.com'
    try {
      expect((await subscribe({ email }, freshIp())).status).toBe(200)
      expect((await subscriber(email))!.status).toBe('pending')
      // The job fails at least once while the server is away...
      const id = String((await subscriber(email))!.id)
      await expect
        .poll(
          async () =>
            (
              await sql<{ tried: number }>(
                `SELECT total_tried::int AS tried FROM payload_jobs WHERE task_slug = 'send-subscription-confirmation' AND input->>'subscriberId' = $1`,
                [id],
              )
            )[0]?.tried ?? 0,
          { timeout: 30_000, interval: 100 },
        )
        .toBeGreaterThanOrEqual(1)
      expect(smtp().mailsTo(email)).toHaveLength(0)
    } finally {
      await smtp().start()
    }
    // ...and is retried until the mail goes through.
    const mail = await smtp().mailTo(email, 0, 60_000)
    expect(confirmLinkOf(mail).searchParams.get('token')).toBeTruthy()
  })
})

describe('unsubscribing', () => {
  it('carries List-Unsubscribe (https and mailto) and RFC 8058 List-Unsubscribe-Post in every mail', async () => {
    const mail = await subscribeAndConfirm('headers.reader@example.com')
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const header = mail.headers.get('list-unsubscribe')!
    expect(header).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/subscribe\/unsubscribe\?token=[^>]+>, <mailto:unsubscribe@pmsnews\.example\?subject=[^>]+>$/,
    )
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
    const again = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
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
    const pressed = await postForm(
      action,
      { 'List-Unsubscribe': 'One-Click' },
      { accept: 'text/html', 'sec-fetch-mode': 'navigate' },
    )
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe('/subscribe/unsubscribe?result=unsubscribed')
    expect((await subscriber(email))!.status).toBe('unsubscribed')
  })

  it('refuses tokens naming no possible subscriber, and repeated parameters, without a 500', async () => {
    const mac = 'a'.repeat(43)
    for (const id of ['2147483648', '3000000000', '9999999999']) {
      expect(
        (await postForm(`/subscribe/unsubscribe?token=${id}.${mac}`, { 'List-Unsubscribe': 'One-Click' })).status,
      ).toBe(400)
      const page = await fetch(`${app.url}/subscribe/unsubscribe?token=${id}.${mac}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('This unsubscribe link is not valid')
    }
    const repeated = await fetch(`${app.url}/subscribe/confirm?token=a&token=b`)
    expect(repeated.status).toBe(200)
    expect(await repeated.text()).toContain('not valid, or has been used already')
    const repeatedUnsubscribe = await fetch(`${app.url}/subscribe/unsubscribe?token=a&token=b&result=x&result=y`)
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
    expect(
      (await postForm(`/subscribe/unsubscribe?token=${otherId}`, { 'List-Unsubscribe': 'One-Click' })).status,
    ).toBe(400)
    expect((await postForm(`${url.pathname}${url.search}`, { other: 'field' })).status).toBe(400)
    // A button's post is small; a large body is not one.
    expect(
      (await postForm(`${url.pathname}${url.search}`, { 'List-Unsubscribe': 'One-Click', padding: 'p'.repeat(10_000) }))
        .status,
    ).toBe(400)
    expect(await (await fetch(`${app.url}/subscribe/unsubscribe?token=${forged}`)).text()).toContain(
      'This unsubscribe link is not valid',
    )
    expect((await subscriber(email))!.status).toBe('confirmed')
  })
})

describe('the cockpit', () => {
  it('lists subscribers with their evidence, exports the confirmed ones as CSV, and can only unsubscribe', async () => {
    await subscribeAndConfirm('csv.reader@example.com')
    const { cms, token } = await app.signInFirstEditor('admin@pmsnews.example')
    const auth = { authorization: `JWT ${token}` }

    const list = (await (
      await fetch(`${app.url}/cms-api/subscribers?limit=100&depth=0`, { headers: auth })
    ).json()) as { docs: Array<Record<string, unknown>> }
    const reader = list.docs.find((doc) => doc.email === 'csv.reader@example.com')!
    expect(reader).toMatchObject({ status: 'confirmed', consent_source: 'api' })
    expect(reader.confirmed_at).toBeTruthy()
    expect(reader.confirmed_ip).toMatch(/^198\.51\.100\.\d+$/)
    expect(reader).not.toHaveProperty('confirm_token_hash')

    const csv = await fetch(`${app.url}/cms-api/subscribers/export`, { headers: auth })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pmsnews-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (await csv.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('email,confirmed_at,confirmed_ip,consent_source,requested_at,requested_ip')
    const confirmed = await sql<{ email: string }>(
      `SELECT email FROM subscribers WHERE status = 'confirmed' ORDER BY id`,
    )
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(confirmed.map((row) => row.email))
    expect(lines.join('\n')).not.toContain('patient.reader@example.com')
    expect((await fetch(`${app.url}/cms-api/subscribers/export`)).status).toBe(401)

    // Confirming needs the subscriber's click; an admin can only unsubscribe.
    const pending = await subscriber('patient.reader@example.com')
    const confirm = await fetch(`${app.url}/cms-api/subscribers/${pending!.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'confirmed' }),
    })
    expect(confirm.status).toBe(400)
    expect((await subscriber('patient.reader@example.com'))!.status).toBe('pending')
    // Nor can an admin plant a confirmation token of their own.
    await cms('PATCH', `/subscribers/${pending!.id}`, {
      confirm_token_hash: 'a'.repeat(64),
      confirm_token_expires_at: '2099-01-01T00:00:00.000Z',
    })
    expect((await subscriber('patient.reader@example.com'))!.confirm_token_hash).not.toBe('a'.repeat(64))
    await cms('PATCH', `/subscribers/${reader.id}`, { status: 'unsubscribed', confirmed_ip: '10.0.0.1' })
    expect(await subscriber('csv.reader@example.com')).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_via: 'cockpit',
      confirmed_ip: reader.confirmed_ip,
    })
    const created = await fetch(`${app.url}/cms-api/subscribers`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'made.up@example.com',
        status: 'confirmed',
        requested_at: new Date().toISOString(),
      }),
    })
    expect(created.status).toBe(403)
  })
})
