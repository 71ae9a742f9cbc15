/**
 * The social web's outbound queue under faults (issue 44, docs/decisions/044-federation.md): a fan-out to 1,000
 * followers on 50 servers survives a worker killed in the middle of it — every server gets the activity, and takes it
 * once (it keeps the ids it has processed, as Mastodon does); a server that fails is tried again with backoff; one
 * that refuses for good (410) is given up at once. The servers are one small HTTP server on loopback playing fifty,
 * each with a shared inbox; the followers are what accepted Follows would have left in the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FakeServer, startFakeServer } from '../fakes/fakeServer'
import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import { demoParents } from '../helpers/content'
import { startWorker } from '../helpers/worker'

const SERVERS = 50
const FOLLOWERS_PER_SERVER = 20

const app = useApp({
  database: 'published',
  env: {
    FEDERATION_TEST_PRIVATE_ADDRESSES: 'true',
    JOBS_RETRY_DELAY_MS: '200',
    JOBS_POLL_INTERVAL_MS: '100',
    // A claim lasts this and five seconds: a killed worker's deliveries are taken again that much later.
    OUTBOUND_TIMEOUT_MS: '3000',
  },
})
const { sql } = app

/** How the fleet answers: at once, or (after the first few) holding every request until the sender goes away. */
let holdAfter = Number.POSITIVE_INFINITY
let answered = 0
/** The paths that had a request held unanswered. */
const held = new Set<string>()
/** Per path, how often it answers 503 before it takes a delivery. */
const failuresLeft = new Map<string, number>()
let fleet: FakeServer
let apiToken: string
let parents: { pms_id: number; author_id: number }

beforeAll(async () => {
  fleet = await startFakeServer(({ method, path }) => {
    if (method !== 'POST') return { status: 404, body: null }
    if (path === '/gone/inbox') return { status: 410, body: null }
    const failures = failuresLeft.get(path) ?? 0
    if (failures > 0) {
      failuresLeft.set(path, failures - 1)
      return { status: 503, body: null }
    }
    if (answered >= holdAfter) {
      held.add(path)
      return { status: 202, body: null, hold: true }
    }
    answered += 1
    return { status: 202, body: null }
  })
  apiToken = (await insertApiToken(app.database.url)).token
  parents = await demoParents(sql)
})

afterAll(async () => {
  await fleet?.close()
})

async function publish(title: string): Promise<number> {
  const response = await fetch(`${app.url}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...parents, title, body: 'A body of a few words, for the social web.', is_published: true }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { article: { id: number } }).article.id
}

/** Followers of the site, as accepted Follows leave them: `count` users of the server at `server`, sharing its inbox. */
async function follow(server: string, count: number, sharedInbox: string | null = `${fleet.url}/${server}/inbox`) {
  await sql(
    `INSERT INTO federation_followers (actor, follower, inbox, shared_inbox, follow_activity)
     SELECT 'news', $1 || '/users/u' || n, $1 || '/users/u' || n || '/inbox', $2, $1 || '/follows/' || n
     FROM generate_series(1, $3::int) n`,
    [`${fleet.url}/${server}`, sharedInbox, count],
  )
}

/** The site's Create of article `id` and the state of each of its deliveries, once it has been queued. */
async function createOf(articleId: number) {
  await expect
    .poll(async () => (await sql(`SELECT 1 FROM federation_activities WHERE article_id = $1`, [articleId])).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0)
  const [row] = await sql<{ id: string }>(
    `SELECT id FROM federation_activities WHERE article_id = $1 AND type = 'Create'`,
    [articleId],
  )
  return row!.id
}

const deliveries = (activityId: string) =>
  sql<{ inbox: string; state: string; attempts: number; last_error: string | null }>(
    `SELECT inbox, state, attempts, last_error FROM federation_deliveries WHERE activity_id = $1 ORDER BY inbox`,
    [activityId],
  )

const postsOf = (activityId: string) =>
  fleet.requests.filter((request) => (request.body as { id?: string } | null)?.id === activityId)

describe('delivering to the social web', () => {
  it('tries a failing server again with backoff, and gives up at once on one that refuses for good', async () => {
    await follow('flaky', 1)
    await follow('gone', 1, null)
    await sql(`UPDATE federation_followers SET inbox = $1 WHERE follower LIKE $2`, [
      `${fleet.url}/gone/inbox`,
      `${fleet.url}/gone/%`,
    ])
    // Each attempt knocks once or twice (Fedify tries the other signature form after a refusal): four refusals
    // are at least two attempts.
    failuresLeft.set('/flaky/inbox', 4)
    const worker = await startWorker({ ...app.env, BASE_URL: app.url })
    try {
      const activityId = await createOf(await publish('Flaky servers'))
      await expect
        .poll(async () => (await deliveries(activityId)).map((row) => row.state), { timeout: 30_000 })
        .toEqual(['delivered', 'failed'])
      const [flaky, gone] = await deliveries(activityId)
      expect(flaky).toMatchObject({ inbox: `${fleet.url}/flaky/inbox`, last_error: null })
      expect(flaky!.attempts).toBeGreaterThanOrEqual(2)
      expect(failuresLeft.get('/flaky/inbox')).toBe(0)
      expect(gone).toMatchObject({ inbox: `${fleet.url}/gone/inbox`, attempts: 1, last_error: 'HTTP 410' })
    } finally {
      await worker.stop()
      await sql(`DELETE FROM federation_followers`)
    }
  })

  it(`reaches every one of ${SERVERS} servers once, however a worker dies in the middle of the fan-out`, async () => {
    for (let server = 1; server <= SERVERS; server += 1) await follow(`s${server}`, FOLLOWERS_PER_SERVER)
    // The first ten deliveries are answered; the rest wait until the worker sending them is gone.
    answered = 0
    holdAfter = 10
    const first = await startWorker({ ...app.env, BASE_URL: app.url })
    const articleId = await publish('Fan-out under fire')
    const activityId = await createOf(articleId)
    expect(await deliveries(activityId)).toHaveLength(SERVERS)
    await expect.poll(() => postsOf(activityId).length, { timeout: 30_000 }).toBeGreaterThan(10)
    await first.kill()
    holdAfter = Number.POSITIVE_INFINITY

    const second = await startWorker({ ...app.env, BASE_URL: app.url })
    try {
      await expect
        .poll(async () => (await deliveries(activityId)).filter((row) => row.state !== 'delivered').length, {
          timeout: 60_000,
        })
        .toBe(0)
    } finally {
      await second.stop()
    }
    const posts = postsOf(activityId)
    const byServer = new Map<string, number>()
    for (const post of posts) byServer.set(post.path, (byServer.get(post.path) ?? 0) + 1)
    // Every server's shared inbox got it; 1,000 followers made 50 deliveries.
    expect([...byServer.keys()].sort()).toEqual(
      Array.from({ length: SERVERS }, (_, index) => `/s${index + 1}/inbox`).sort(),
    )
    // Sent again only by a later claim (in flight when the worker died, or unanswered within the timeout), at most
    // twice per claim (Fedify knocks a second time with the other signature form after a refusal), and always as
    // the same activity: a server takes its id once, as Mastodon does.
    const rows = new Map((await deliveries(activityId)).map((row) => [new URL(row.inbox).pathname, row.attempts]))
    for (const [path, count] of byServer) expect(count, path).toBeLessThanOrEqual(2 * rows.get(path)!)
    const aboutTheArticle = fleet.requests.filter(
      (request) =>
        (request.body as { object?: { id?: string } } | null)?.object?.id === `${app.url}/ap/articles/${articleId}`,
    )
    expect(new Set(aboutTheArticle.map((request) => (request.body as { id: string }).id))).toEqual(
      new Set([activityId]),
    )
    expect([...byServer.keys()].some((path) => held.has(path))).toBe(true)
  })
})
