/**
 * The newsletter's abuse limits and bad input over HTTP (issue 8): per client address, per mailbox however it is
 * varied, a honeypot, blocked domains, and 4xx problem+json answers that store nothing.
 */
import { describe, expect, it } from 'vitest'

import { useNewsletterApp } from './newsletterClient'

const { app, freshIp, subscribe, postForm, subscriber } = useNewsletterApp()
const { sql } = app

describe('abuse limits', () => {
  it('allows 5 requests per hour from one client address, then 429 with Retry-After', async () => {
    const ip = freshIp()
    for (let index = 0; index < 5; index += 1)
      expect((await subscribe({ email: `ip.limit.${index}@example.com` }, ip)).status).toBe(200)
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
    for (const email of ['day.limit@example.com', 'Day.Limit@example.com', 'DAY.LIMIT@EXAMPLE.COM'])
      expect((await subscribe({ email }, freshIp())).status).toBe(200)
    const refused = await subscribe({ email: 'day.limit@example.com' }, freshIp())
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(86_000)
    expect(retryAfter).toBeLessThanOrEqual(86_400)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/per day for one email address/)
  })

  it('counts the client by its connection (and trusted proxies), never by a header it sets itself', async () => {
    const ip = freshIp()
    const response = await fetch(`${app.url}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-pmsnews-client-ip': '203.0.113.250' },
      body: JSON.stringify({ email: 'spoofing.reader@example.com' }),
    })
    expect(response.status).toBe(200)
    expect((await subscriber('spoofing.reader@example.com'))!.requested_ip).toBe(ip)
  })

  it('counts one mailbox however its address is varied', async () => {
    for (const email of ['variant@example.com', 'variant+1@example.com', 'Variant+2@example.com'])
      expect((await subscribe({ email }, freshIp())).status).toBe(200)
    expect((await subscribe({ email: 'variant+3@example.com' }, freshIp())).status).toBe(429)
  })

  it('answers a filled honeypot like a success and records nothing', async () => {
    const response = await postForm(
      '/subscribe',
      { email: 'bot.target@example.com', source: 'footer', website: 'https://spam.example' },
      { 'x-forwarded-for': freshIp() },
    )
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
    const invalid = (await (await subscribe({ email: 'nope' }, ip)).json()) as {
      errors: Array<{ field: string; message: string }>
    }
    expect(invalid.errors).toEqual([{ field: 'email', message: 'is not a valid email address' }])
    // A 254-character address is fine.
    expect((await subscribe({ email: `${'a'.repeat(242)}@example.com` }, ip)).status).toBe(200)
    expect(Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM subscribers`))[0]!.n)).toBe(Number(before) + 1)
  })

  it('keeps the internal action routes behind /subscribe unreachable directly', async () => {
    expect(
      (
        await fetch(`${app.url}/subscribe/actions/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"email":"a@example.com"}',
        })
      ).status,
    ).toBe(404)
  })
})
