/**
 * Webhooks (issue 64, docs/decisions/077-webhooks.md) against receivers on loopback: every event's delivery verified
 * with the `standardwebhooks` package's own verifier, the body the record's public JSON with its page and `.md`
 * addresses and nothing a draft or the staff hold; retries after 500s, in order per record; 410 and a day of failures
 * disabling an endpoint (the day passed by moving the endpoint's first failure back, not waited for), with a mail to
 * the admins; secrets rotated with both signing during the grace; a draft save sending nothing; "Send test",
 * "Redeliver" and the log; a huge answer cut and a redirect not followed. Admins only, on every way in.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, EDITOR } from '../helpers/accounts'
import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import { parsePrometheusText, sampleSum } from '../helpers/prometheusText'

const app = useApp({
  database: 'migratedWithAccounts',
  env: {
    WEBHOOKS_TEST_PRIVATE_ADDRESSES: 'true',
    JOBS_IN_APP: 'true',
    JOBS_POLL_INTERVAL_MS: '100',
    JOBS_RETRY_DELAY_MS: '200',
    METRICS_TOKEN: 'webhooks-test-metrics-token',
  },
})

/** The app's count of webhook deliveries with `outcome`, as /metrics shows it (the jobs run in the app here). */
async function webhookDeliveries(outcome: 'sent' | 'retried' | 'failed'): Promise<number> {
  const response = await fetch(`${app.url}/metrics`, {
    headers: { authorization: 'Bearer webhooks-test-metrics-token' },
  })
  expect(response.status).toBe(200)
  return sampleSum(parsePrometheusText(await response.text()), 'pmsnews_deliveries_total', { kind: 'webhook', outcome })
}
const { sql } = app

interface Received {
  path: string
  headers: Record<string, string>
  raw: string
}

/** What each receiver path answers to its nth request (1-based); 204 unless said. */
type Answer = { status: number; body?: string | Buffer; headers?: Record<string, string> }
const answers = new Map<string, (nth: number) => Answer>()
const received: Received[] = []
let receiver: http.Server
let receiverUrl: string

const at = (path: string) => received.filter((request) => request.path === path)
const typesAt = (path: string) => at(path).map((request) => (JSON.parse(request.raw) as { type: string }).type)

let adminToken: string
let editorToken: string
const asAdmin = () => ({ authorization: `JWT ${adminToken}` })
const asEditor = () => ({ authorization: `JWT ${editorToken}` })

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, each test reads its own
  const json: Record<string, any> = text ? JSON.parse(text) : {}
  return { status: response.status, text, json }
}

async function register(path: string, events: string[]): Promise<{ id: number; secret: string }> {
  const answer = await call('POST', '/cms-api/webhooks/register', asAdmin(), {
    url: `${receiverUrl}${path}`,
    events,
    description: `receiver ${path}`,
  })
  expect(answer.status, answer.text).toBe(201)
  return { id: answer.json.id as number, secret: answer.json.secret as string }
}

/** Verified with the Standard Webhooks package: the parsed body, or the verifier's refusal thrown. */
const verified = (request: Received, secret: string) =>
  new Webhook(secret).verify(request.raw, request.headers) as { type: string; data: Record<string, unknown> }

const ALL_EVENTS = [
  'article.published',
  'article.updated',
  'article.unpublished',
  'article.deleted',
  'article.corrected',
  'pms.published',
  'pms.updated',
  'subscriber.confirmed',
  'reply.received',
  'ping',
]

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({
        path,
        headers: req.headers as Record<string, string>,
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      const answer = answers.get(path)?.(at(path).length) ?? { status: 204 }
      // A receiver that never answers: the socket stays open until the sender gives up.
      if (answer.status === 0) return
      res.writeHead(answer.status, answer.headers)
      res.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  adminToken = (await app.signIn(ADMIN)).token
  editorToken = (await app.signIn(EDITOR)).token
})

afterAll(async () => {
  receiver?.closeAllConnections()
  await new Promise((resolve) => receiver?.close(resolve))
})

describe('who may see and touch webhooks', () => {
  let id: number

  beforeAll(async () => {
    ;({ id } = await register('/matrix', ['ping']))
  })

  it('lets admins list, read and change them, and never shows a secret', async () => {
    const list = await call('GET', '/cms-api/webhooks', asAdmin())
    expect(list.status).toBe(200)
    expect(list.json.docs.map((doc: { id: number }) => doc.id)).toContain(id)
    const one = await call('GET', `/cms-api/webhooks/${id}`, asAdmin())
    expect(one.status).toBe(200)
    expect(one.json).not.toHaveProperty('secret_sealed')
    expect(one.json).not.toHaveProperty('previous_secret_sealed')
    expect(one.json.secret_hint).toMatch(/^whsec_.{4}…$/)
    expect((await call('GET', `/cms-api/webhooks/${id}/deliveries`, asAdmin())).status).toBe(200)
    // Nor can a query read the sealed text a character at a time: naming it is refused, not answered.
    for (const field of ['secret_sealed', 'previous_secret_sealed']) {
      const probe = await call('GET', `/cms-api/webhooks?where[${field}][like]=a`, asAdmin())
      expect(probe.status, probe.text).toBe(400)
      expect(probe.text).toContain(field)
    }
  })

  it('refuses editors, on REST, GraphQL and the actions alike, naming the role', async () => {
    const refusals = [
      await call('GET', '/cms-api/webhooks', asEditor()),
      await call('GET', `/cms-api/webhooks/${id}`, asEditor()),
      await call('PATCH', `/cms-api/webhooks/${id}`, asEditor(), { description: 'mine now' }),
      await call('DELETE', `/cms-api/webhooks/${id}`, asEditor()),
      await call('POST', '/cms-api/webhooks', asEditor(), { url: `${receiverUrl}/x`, events: ['ping'] }),
    ]
    for (const refusal of refusals) expect(refusal.status, refusal.text).toBe(403)
    for (const action of [
      call('POST', '/cms-api/webhooks/register', asEditor(), { url: `${receiverUrl}/x`, events: ['ping'] }),
      call('POST', `/cms-api/webhooks/${id}/test`, asEditor()),
      call('POST', `/cms-api/webhooks/${id}/rotate-secret`, asEditor()),
      call('GET', `/cms-api/webhooks/${id}/deliveries`, asEditor()),
      call('POST', `/cms-api/webhooks/${id}/deliveries/1/redeliver`, asEditor()),
    ]) {
      const refusal = await action
      expect(refusal.status, refusal.text).toBe(403)
      expect(refusal.json).toMatchObject({ code: 'role_lacks_capability', role: 'editor' })
    }
    const graphql = await call('POST', '/cms-api/graphql', asEditor(), { query: '{ Webhooks { docs { id url } } }' })
    expect(graphql.text).not.toContain(receiverUrl)
    expect(graphql.json.errors?.length ?? 0).toBeGreaterThan(0)
    expect((await sql(`SELECT description FROM webhooks WHERE id = $1`, [id]))[0].description).toBe('receiver /matrix')
  })

  it('refuses anyone not signed in', async () => {
    expect((await call('GET', '/cms-api/webhooks', {})).status).toBe(403)
    expect(
      (await call('POST', '/cms-api/webhooks/register', {}, { url: `${receiverUrl}/x`, events: ['ping'] })).status,
    ).toBe(401)
    const graphql = await call('POST', '/cms-api/graphql', {}, { query: '{ Webhooks { docs { id url } } }' })
    expect(graphql.text).not.toContain(receiverUrl)
  })
})

describe('bad input', () => {
  it('refuses an endpoint that cannot be sent to, or hears nothing, with 400 naming the field, and stores nothing', async () => {
    const before = (await sql(`SELECT count(*)::int AS n FROM webhooks`))[0].n
    for (const [body, field] of [
      [{ url: 'ftp://hooks.example/in', events: ['ping'] }, 'url'],
      [{ url: 'https://nowhere.invalid/in', events: ['ping'] }, 'url'],
      [{ url: 'not a url', events: ['ping'] }, 'url'],
      [{ url: `${receiverUrl}/in`, events: [] }, 'events'],
      [{ url: `${receiverUrl}/in`, events: ['article.exploded'] }, 'events.0'],
      [{ url: `${receiverUrl}/in` }, 'events'],
      [{ url: `${receiverUrl}/in`, events: ['ping', 'ping'] }, 'events'],
    ] as const) {
      const refusal = await call('POST', '/cms-api/webhooks/register', asAdmin(), body)
      expect(refusal.status, refusal.text).toBe(400)
      expect(refusal.json.errors[0].path).toBe(field)
    }
    expect((await sql(`SELECT count(*)::int AS n FROM webhooks`))[0].n).toBe(before)
  })

  it("refuses a changed URL that cannot be sent to through /cms-api's own update, naming the field", async () => {
    const { id } = await register('/changed', ['ping'])
    const refusal = await call('PATCH', `/cms-api/webhooks/${id}`, asAdmin(), { url: 'gopher://hooks.example/in' })
    expect(refusal.status, refusal.text).toBe(400)
    expect(refusal.text).toContain('must be an https:// address')
    expect(refusal.json.errors[0].data.errors[0].path).toBe('url')
    expect((await sql(`SELECT url FROM webhooks WHERE id = $1`, [id]))[0].url).toBe(`${receiverUrl}/changed`)
  })

  it("refuses an unknown event or one named twice through /cms-api's own update with 400 naming the field", async () => {
    const { id } = await register('/events-changed', ['ping'])
    for (const events of [['article.exploded'], ['ping', 'ping']]) {
      const refusal = await call('PATCH', `/cms-api/webhooks/${id}`, asAdmin(), { events })
      expect(refusal.status, refusal.text).toBe(400)
      expect(refusal.json.errors[0].data.errors[0].path).toBe('events')
    }
    const viaGraphql = await call('POST', '/cms-api/graphql', asAdmin(), {
      query: `mutation { updateWebhook(id: ${id}, data: { events: [ping, ping] }) { id } }`,
    })
    expect(viaGraphql.status).toBeLessThan(500)
    expect(viaGraphql.text).toContain('events')
    expect(await sql(`SELECT value::text FROM webhooks_events WHERE parent_id = $1`, [id])).toEqual([{ value: 'ping' }])
  })
})

describe('events', () => {
  let all: { id: number; secret: string }
  let pmsId: number
  let authorId: number
  let articleId: number

  beforeAll(async () => {
    all = await register('/all', ALL_EVENTS)
  })

  it('sends pms.published, then article.published with the public JSON and addresses, and no staff field', async () => {
    const pms = await call('POST', '/cms-api/pmses', asAdmin(), {
      name: 'Margay PMS',
      slug: 'margay-pms',
      is_published: true,
    })
    expect(pms.status, pms.text).toBe(201)
    pmsId = pms.json.doc.id
    authorId = (await call('POST', '/cms-api/authors', asAdmin(), { name: 'Margay Writer' })).json.doc.id
    const article = await call('POST', '/cms-api/articles', asAdmin(), {
      title: 'Margay PMS opens its API',
      body: 'Margays climb down trees head first.',
      pms: pmsId,
      author: authorId,
      is_published: true,
    })
    expect(article.status, article.text).toBe(201)
    articleId = article.json.doc.id
    // Two records: each in its order, the two in any.
    await expect.poll(() => typesAt('/all').sort(), { timeout: 30_000 }).toEqual(['article.published', 'pms.published'])
    const messages = at('/all').map((request) => verified(request, all.secret))
    const pmsMessage = messages.find((message) => message.type === 'pms.published')
    const articleMessage = messages.find((message) => message.type === 'article.published')
    expect(pmsMessage!.data).toMatchObject({ id: pmsId, name: 'Margay PMS', slug: 'margay-pms' })
    expect(String(pmsMessage!.data.url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/margay-pms$/)
    const slug = (await sql(`SELECT slug FROM articles WHERE id = $1`, [articleId]))[0].slug as string
    expect(articleMessage!.data).toMatchObject({
      id: articleId,
      title: 'Margay PMS opens its API',
      body: 'Margays climb down trees head first.',
      pms: pmsId,
      is_published: true,
    })
    expect(String(articleMessage!.data.url)).toMatch(new RegExp(`/margay-pms/${slug}$`))
    expect(articleMessage!.data.markdown_url).toBe(`${articleMessage!.data.url}.md`)
    for (const staffOnly of ['embedding', 'created_by', 'review', 'assignee', 'scheduled', 'content', '_status'])
      expect(articleMessage!.data).not.toHaveProperty(staffOnly)
    const request = at('/all')[0]!
    expect(request.headers['webhook-id']).toMatch(/^msg_/)
    expect(request.headers['content-type']).toBe('application/json')
  })

  it('sends nothing for a draft save of a published article, and article.updated for a published change', async () => {
    const draft = await call('PATCH', `/cms-api/articles/${articleId}?draft=true`, asAdmin(), {
      title: 'ZORBLAT draft title',
    })
    expect(draft.status, draft.text).toBe(200)
    // Queued in the write's transaction, or not at all: once the save answered, there is nothing to wait for.
    expect(await sql(`SELECT id FROM webhook_messages WHERE body LIKE '%ZORBLAT%'`)).toEqual([])
    const published = await call('PATCH', `/cms-api/articles/${articleId}`, asAdmin(), {
      title: 'Margay PMS opens its whole API',
      _status: 'published',
    })
    expect(published.status, published.text).toBe(200)
    await expect.poll(() => typesAt('/all').at(-1), { timeout: 30_000 }).toBe('article.updated')
    const message = verified(at('/all').at(-1)!, all.secret)
    expect(message.data.title).toBe('Margay PMS opens its whole API')
    expect(received.some((request) => request.raw.includes('ZORBLAT'))).toBe(false)
  })

  it('sends article.corrected for a correction, pms.updated for a profile change', async () => {
    const { token } = await insertApiToken(app.database.url)
    const correction = await fetch(`${app.url}/api/articles/${articleId}/corrections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'correction', text: 'Margays climb down head first, not backwards.' }),
    })
    expect(correction.status, await correction.clone().text()).toBe(201)
    await expect.poll(() => typesAt('/all').at(-1), { timeout: 30_000 }).toBe('article.corrected')
    const corrected = verified(at('/all').at(-1)!, all.secret)
    expect(JSON.stringify(corrected.data.corrections)).toContain('not backwards')

    expect((await call('PATCH', `/cms-api/pmses/${pmsId}`, asAdmin(), { tagline: 'Head first' })).status).toBe(200)
    await expect.poll(() => typesAt('/all').at(-1), { timeout: 30_000 }).toBe('pms.updated')
    expect(verified(at('/all').at(-1)!, all.secret).data.tagline).toBe('Head first')
  })

  it('sends article.unpublished, and article.deleted when a published article is deleted for good', async () => {
    const unpublished = await call('PATCH', `/cms-api/articles/${articleId}`, asAdmin(), { is_published: false })
    expect(unpublished.status, unpublished.text).toBe(200)
    await expect.poll(() => typesAt('/all').at(-1), { timeout: 30_000 }).toBe('article.unpublished')
    const left = verified(at('/all').at(-1)!, all.secret)
    expect(Object.keys(left.data).sort()).toEqual(['id', 'markdown_url', 'url'])

    const second = await call('POST', '/cms-api/articles', asAdmin(), {
      title: 'Margay PMS retires its old API',
      body: 'Margays are small.',
      pms: pmsId,
      author: authorId,
      is_published: true,
    })
    await expect.poll(() => typesAt('/all').at(-1), { timeout: 30_000 }).toBe('article.published')
    expect((await call('DELETE', `/cms-api/articles/${second.json.doc.id}`, asAdmin())).status).toBe(200)
    await expect.poll(() => typesAt('/all').at(-1), { timeout: 30_000 }).toBe('article.unpublished')
    const gone = await call('DELETE', `/cms-api/articles/${second.json.doc.id}?trash=true`, asAdmin())
    expect(gone.status, gone.text).toBe(200)
    await expect.poll(() => typesAt('/all').at(-1), { timeout: 30_000 }).toBe('article.deleted')
    expect(verified(at('/all').at(-1)!, all.secret).data).toMatchObject({ id: second.json.doc.id })
  })

  it('announces nothing of an article the public never saw (its PMS unpublished): no leaving, no deletion', async () => {
    const hidden = await call('POST', '/cms-api/pmses', asAdmin(), { name: 'Oncilla PMS', slug: 'oncilla-pms' })
    expect(hidden.status, hidden.text).toBe(201)
    const article = await call('POST', '/cms-api/articles', asAdmin(), {
      title: 'Oncilla PMS in private beta',
      body: 'Oncillas are shy.',
      pms: hidden.json.doc.id,
      author: authorId,
      is_published: true,
    })
    expect(article.status, article.text).toBe(201)
    const id = article.json.doc.id as number
    expect((await call('PATCH', `/cms-api/articles/${id}`, asAdmin(), { title: 'Oncilla PMS in beta' })).status).toBe(
      200,
    )
    expect((await call('PATCH', `/cms-api/articles/${id}`, asAdmin(), { is_published: false })).status).toBe(200)
    expect((await call('PATCH', `/cms-api/articles/${id}`, asAdmin(), { is_published: true })).status).toBe(200)
    // To the trash, and from there for good.
    expect((await call('DELETE', `/cms-api/articles/${id}`, asAdmin())).status).toBe(200)
    // Asked once: a publishing job logging an event of the article meanwhile used to make this a 409
    // (tests/integration/deleteWithPublishLog.test.ts).
    const gone = await call('DELETE', `/cms-api/articles/${id}?trash=true`, asAdmin())
    expect(gone.status, gone.text).toBe(200)
    // Queued in the writes' transactions or not at all: nothing names the article.
    expect(await sql(`SELECT event FROM webhook_messages WHERE record_key = $1`, [`articles:${id}`])).toEqual([])
  })

  it('tells an endpoint that listens for article.updated alone of a correction too', async () => {
    const updates = await register('/updates-only', ['article.updated'])
    const { token } = await insertApiToken(app.database.url)
    const published = await call('POST', '/cms-api/articles', asAdmin(), {
      title: 'Margay PMS adds night audit',
      body: 'Night audit at last.',
      pms: pmsId,
      author: authorId,
      is_published: true,
    })
    expect(published.status, published.text).toBe(201)
    const correction = await fetch(`${app.url}/api/articles/${published.json.doc.id}/corrections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'update', text: 'Night audit ships in March.' }),
    })
    expect(correction.status, await correction.clone().text()).toBe(201)
    await expect.poll(() => typesAt('/updates-only'), { timeout: 30_000 }).toEqual(['article.corrected'])
    expect(JSON.stringify(verified(at('/updates-only')[0]!, updates.secret).data.corrections)).toContain('March')
  })

  it('sends subscriber.confirmed without the address, and ping for "Send test"', async () => {
    const token = randomBytes(24).toString('base64url')
    await sql(
      `INSERT INTO subscribers (email, status, digest, digest_scope, consent_source, requested_at, confirm_token_hash, confirm_token_expires_at, updated_at, created_at)
       VALUES ('margay.reader@example.com', 'pending', 'weekly', 'all', 'subscribe-page', now(), $1, now() + interval '1 day', now(), now())`,
      [createHash('sha256').update(token).digest('hex')],
    )
    const confirmed = await fetch(`${app.url}/subscribe/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url },
      body: new URLSearchParams({ token }).toString(),
      redirect: 'manual',
    })
    expect(confirmed.headers.get('location')).toBe('/subscribe/confirm?result=confirmed')
    await expect.poll(() => typesAt('/all').at(-1), { timeout: 30_000 }).toBe('subscriber.confirmed')
    const message = verified(at('/all').at(-1)!, all.secret)
    expect(Object.keys(message.data).sort()).toEqual(['confirmed_at', 'id'])
    expect(at('/all').at(-1)!.raw).not.toContain('margay.reader')

    const test = await call('POST', `/cms-api/webhooks/${all.id}/test`, asAdmin())
    expect(test.status).toBe(202)
    await expect.poll(() => typesAt('/all').at(-1), { timeout: 30_000 }).toBe('ping')
    expect(verified(at('/all').at(-1)!, all.secret).data).toEqual({ webhook_id: all.id })
    // The answer names the message as its receiver will see it.
    expect(at('/all').at(-1)!.headers['webhook-id']).toBe(test.json.message_id)
  })

  it('keeps a log of every delivery, and redelivers one with its own webhook-id', async () => {
    const log = await call('GET', `/cms-api/webhooks/${all.id}/deliveries`, asAdmin())
    expect(log.status).toBe(200)
    const lines = log.json.deliveries as Array<Record<string, unknown>>
    expect(lines.map((line) => line.event).sort()).toEqual(typesAt('/all').sort())
    expect(lines[0]).toMatchObject({ event: 'ping', state: 'delivered', attempts: 1, lastStatus: 204 })
    const first = lines.at(-1)!
    const redelivered = await call('POST', `/cms-api/webhooks/${all.id}/deliveries/${first.id}/redeliver`, asAdmin())
    expect(redelivered.status, redelivered.text).toBe(202)
    await expect.poll(() => at('/all').length, { timeout: 30_000 }).toBe(lines.length + 1)
    expect(at('/all').at(-1)!.headers['webhook-id']).toBe(first.messageId)
    const original = at('/all').find((request) => request.headers['webhook-id'] === first.messageId)!
    expect(at('/all').at(-1)!.raw).toBe(original.raw)
  })
})

describe('delivery', () => {
  it('tries again after 500s, keeps one record in order, and sends the same webhook-id each time', async () => {
    answers.set('/flaky', (nth) => ({ status: nth <= 2 ? 500 : 200, body: nth <= 2 ? 'try later' : 'ok' }))
    const { id, secret } = await register('/flaky', ['pms.published', 'pms.updated'])
    const [sentBefore, retriedBefore] = [await webhookDeliveries('sent'), await webhookDeliveries('retried')]
    const pms = await call('POST', '/cms-api/pmses', asAdmin(), {
      name: 'Serval PMS',
      slug: 'serval-pms',
      is_published: true,
    })
    expect(pms.status, pms.text).toBe(201)
    for (const tagline of ['One', 'Two', 'Three'])
      expect((await call('PATCH', `/cms-api/pmses/${pms.json.doc.id}`, asAdmin(), { tagline })).status).toBe(200)
    await expect.poll(() => at('/flaky').length, { timeout: 30_000 }).toBe(6)
    const bodies = at('/flaky').map((request) => verified(request, secret))
    expect(bodies.map((body) => body.type)).toEqual([
      'pms.published',
      'pms.published',
      'pms.published',
      'pms.updated',
      'pms.updated',
      'pms.updated',
    ])
    expect(bodies.slice(3).map((body) => body.data.tagline)).toEqual(['One', 'Two', 'Three'])
    expect(
      new Set(
        at('/flaky')
          .slice(0, 3)
          .map((request) => request.headers['webhook-id']),
      ).size,
    ).toBe(1)
    const [published] = (await call('GET', `/cms-api/webhooks/${id}/deliveries`, asAdmin())).json.deliveries.slice(-1)
    expect(published).toMatchObject({ event: 'pms.published', state: 'delivered', attempts: 3, lastStatus: 200 })
    expect((await sql(`SELECT failing_since FROM webhooks WHERE id = $1`, [id]))[0].failing_since).toBeNull()
    // Operators see it on /metrics: two tries retried and four deliveries sent (at least: an earlier test's
    // endpoint may still be sent to meanwhile, never fewer).
    expect((await webhookDeliveries('retried')) - retriedBefore).toBeGreaterThanOrEqual(2)
    expect((await webhookDeliveries('sent')) - sentBefore).toBeGreaterThanOrEqual(4)
  })

  it('disables an endpoint that answers 410 Gone, and mails the admins', async () => {
    answers.set('/gone', () => ({ status: 410 }))
    const { id } = await register('/gone', ['ping'])
    expect((await call('POST', `/cms-api/webhooks/${id}/test`, asAdmin())).status).toBe(202)
    await expect
      .poll(async () => (await sql(`SELECT enabled, disabled_reason FROM webhooks WHERE id = $1`, [id]))[0], {
        timeout: 30_000,
      })
      .toEqual({ enabled: false, disabled_reason: 'the endpoint answered 410 Gone' })
    expect(at('/gone')).toHaveLength(1)
    await expect.poll(() => mailsMentioning(`${receiverUrl}/gone`), { timeout: 60_000 }).toHaveLength(1)
  })

  it('disables an endpoint after a day of failures (the day moved back, not waited for)', async () => {
    answers.set('/down', () => ({ status: 503, body: 'down for maintenance' }))
    const { id } = await register('/down', ['ping'])
    await call('POST', `/cms-api/webhooks/${id}/test`, asAdmin())
    await expect.poll(() => at('/down').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    const [failing] = await sql(`SELECT enabled, failing_since FROM webhooks WHERE id = $1`, [id])
    expect(failing).toMatchObject({ enabled: true, failing_since: expect.any(Date) })
    // The day moved back: the next failed try, or the worker's sweep before it, disables the endpoint.
    await sql(`UPDATE webhooks SET failing_since = now() - interval '25 hours' WHERE id = $1`, [id])
    await expect
      .poll(async () => (await sql(`SELECT enabled, disabled_reason FROM webhooks WHERE id = $1`, [id]))[0], {
        timeout: 30_000,
      })
      .toEqual({ enabled: false, disabled_reason: 'failed for 24 h' })
    const [line] = (await call('GET', `/cms-api/webhooks/${id}/deliveries`, asAdmin())).json.deliveries
    expect(line).toMatchObject({ state: 'failed', lastStatus: 503, answerHead: 'down for maintenance' })
    await expect.poll(() => mailsMentioning(`${receiverUrl}/down`), { timeout: 60_000 }).toHaveLength(1)

    // Enabled again by an admin: a fresh start.
    answers.set('/down', () => ({ status: 200 }))
    expect((await call('PATCH', `/cms-api/webhooks/${id}`, asAdmin(), { enabled: true })).status).toBe(200)
    expect((await sql(`SELECT failing_since, disabled_reason FROM webhooks WHERE id = $1`, [id]))[0]).toEqual({
      failing_since: null,
      disabled_reason: null,
    })
  })

  it('disables an endpoint when its day of failures is up, though its next try is hours away', async () => {
    answers.set('/asleep', () => ({ status: 503 }))
    const { id } = await register('/asleep', ['ping'])
    await call('POST', `/cms-api/webhooks/${id}/test`, asAdmin())
    await expect.poll(() => at('/asleep').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1)
    await expect
      .poll(async () => (await sql(`SELECT failing_since FROM webhooks WHERE id = $1`, [id]))[0].failing_since)
      .not.toBeNull()
    // The backoff has put the next try far off; the day ran out meanwhile.
    await sql(
      `UPDATE webhook_deliveries SET due_at = now() + interval '10 hours' WHERE webhook_id = $1 AND state = 'pending'`,
      [id],
    )
    await sql(`UPDATE webhooks SET failing_since = now() - interval '25 hours' WHERE id = $1`, [id])
    await expect
      .poll(async () => (await sql(`SELECT enabled, disabled_reason FROM webhooks WHERE id = $1`, [id]))[0], {
        timeout: 30_000,
      })
      .toEqual({ enabled: false, disabled_reason: 'failed for 24 h' })
    expect(await sql(`SELECT state FROM webhook_deliveries WHERE webhook_id = $1`, [id])).toEqual([{ state: 'failed' }])
    await expect.poll(() => mailsMentioning(`${receiverUrl}/asleep`), { timeout: 60_000 }).toHaveLength(1)
  })

  it('signs with the old and the new secret while a rotation’s grace lasts, then with the new one only', async () => {
    const { id, secret: old } = await register('/rotated', ['ping'])
    const rotated = await call('POST', `/cms-api/webhooks/${id}/rotate-secret`, asAdmin(), { grace_hours: 1 })
    expect(rotated.status, rotated.text).toBe(200)
    const fresh = rotated.json.secret as string
    expect(fresh).toMatch(/^whsec_/)
    expect(fresh).not.toBe(old)
    await call('POST', `/cms-api/webhooks/${id}/test`, asAdmin())
    await expect.poll(() => at('/rotated').length, { timeout: 30_000 }).toBe(1)
    const during = at('/rotated')[0]!
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2)
    expect(verified(during, old).type).toBe('ping')
    expect(verified(during, fresh).type).toBe('ping')

    await sql(`UPDATE webhooks SET previous_secret_until = now() - interval '1 second' WHERE id = $1`, [id])
    await call('POST', `/cms-api/webhooks/${id}/test`, asAdmin())
    await expect.poll(() => at('/rotated').length, { timeout: 30_000 }).toBe(2)
    const after = at('/rotated')[1]!
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1)
    expect(verified(after, fresh).type).toBe('ping')
    expect(() => verified(after, old)).toThrow(/No matching signature/)
    const stored = JSON.stringify(await sql(`SELECT * FROM webhooks WHERE id = $1`, [id]))
    expect(stored).not.toContain(fresh.slice('whsec_'.length))
    expect(stored).not.toContain(old.slice('whsec_'.length))
  })

  it('gives up on an endpoint that does not answer within 5 s, and tries it again later', async () => {
    answers.set('/silent', (nth) => (nth === 1 ? { status: 0 } : { status: 204 }))
    const silent = await register('/silent', ['ping'])
    await call('POST', `/cms-api/webhooks/${silent.id}/test`, asAdmin())
    await expect
      .poll(
        async () => (await call('GET', `/cms-api/webhooks/${silent.id}/deliveries`, asAdmin())).json.deliveries[0],
        {
          timeout: 30_000,
        },
      )
      .toMatchObject({ state: 'delivered', attempts: 2, lastStatus: 204 })
    // The first try hung until the sender's 5 s were up; the second was answered.
    expect(at('/silent')).toHaveLength(2)
  })

  it('cuts a huge answer, and follows no redirect', async () => {
    answers.set('/huge', () => ({ status: 200, body: Buffer.alloc(5 * 1024 * 1024, 'a') }))
    answers.set('/moved', () => ({ status: 307, headers: { location: `${receiverUrl}/elsewhere` } }))
    const huge = await register('/huge', ['ping'])
    const moved = await register('/moved', ['ping'])
    await call('POST', `/cms-api/webhooks/${huge.id}/test`, asAdmin())
    await call('POST', `/cms-api/webhooks/${moved.id}/test`, asAdmin())
    await expect
      .poll(async () => (await call('GET', `/cms-api/webhooks/${huge.id}/deliveries`, asAdmin())).json.deliveries[0], {
        timeout: 30_000,
      })
      .toMatchObject({ state: 'delivered', lastStatus: 200 })
    const [hugeLine] = (await call('GET', `/cms-api/webhooks/${huge.id}/deliveries`, asAdmin())).json.deliveries
    expect(hugeLine.answerHead).toBe('a'.repeat(2048))
    await expect
      .poll(async () => (await call('GET', `/cms-api/webhooks/${moved.id}/deliveries`, asAdmin())).json.deliveries[0], {
        timeout: 30_000,
      })
      .toMatchObject({ lastStatus: 307, lastError: 'HTTP 307' })
    expect(at('/elsewhere')).toEqual([])
  })
})

/** The admins' mails (written under DATA_DIR/mail without SMTP_URL) that name `text`. */
function mailsMentioning(text: string): string[] {
  const directory = path.join(app.dataDir, 'mail')
  if (!fs.existsSync(directory)) return []
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(directory, name), 'utf8'))
    .filter((mail) => mail.replace(/=\r?\n/g, '').includes(text) && mail.includes(ADMIN.email))
}
