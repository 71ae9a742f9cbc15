/**
 * Publishing side effects (issue 7) over real processes: the built app, `npm run worker` processes, and real HTTP
 * fakes of OpenAI, Mastodon and a WebSub hub on 127.0.0.1 reached through the app's base-URL settings. The seed content comes
 * published with the local providers (no key, no social network: the `published` database fixture), which also
 * checks the related-article relevance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FAKE_OPENAI_KEY, type OpenAiFake, startOpenAiFake } from '../fakes/openaiFake'
import { type FakeServer, startFakeServer } from '../fakes/fakeServer'
import { type SocialFake, startMastodonFake } from '../fakes/socialFakes'
import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import { demoParents } from '../helpers/content'
import { type CmsRequest, signIn } from '../helpers/cockpitSession'
import { dateComes, queueDrained } from '../helpers/jobs'
import { startWorker, type WorkerProcess } from '../helpers/worker'

let openai: OpenAiFake
let mastodon: SocialFake
let hub: FakeServer
let worker: WorkerProcess
let cms: CmsRequest
let token: string
let apiToken: string
let pmsId: number
let authorId: number

const MASTODON_TOKEN = 'mastodon-test-token'
const BASE_URL = 'https://news.example'

beforeAll(async () => {
  openai = await startOpenAiFake()
  mastodon = await startMastodonFake(MASTODON_TOKEN)
  // A WebSub hub accepts a publish notification with 204 (and refuses anything else).
  hub = await startFakeServer(({ method, headers, body }) =>
    method === 'POST' &&
    headers['content-type'] === 'application/x-www-form-urlencoded' &&
    new URLSearchParams(String(body)).get('hub.mode') === 'publish'
      ? { status: 204, body: null }
      : { status: 400, body: { error: 'not a publish notification' } },
  )
})

afterAll(async () => {
  await openai?.close()
  await mastodon?.close()
  await hub?.close()
})

// The seed's content, already published with the local providers (no key, no social network) by a worker.
const app = useApp({
  database: 'published',
  env: () => ({
    BASE_URL,
    OPENAI_API_KEY: FAKE_OPENAI_KEY,
    OPENAI_BASE_URL: openai.baseUrl,
    SOCIAL_NETWORK: 'mastodon',
    MASTODON_URL: mastodon.url,
    MASTODON_ACCESS_TOKEN: MASTODON_TOKEN,
    WEBSUB_HUB_URL: `${hub.url}/hub`,
    OUTBOUND_TIMEOUT_MS: '1500',
    JOBS_RETRY_DELAY_MS: '200',
    JOBS_POLL_INTERVAL_MS: '100',
    JOBS_STALE_AFTER_SECONDS: '10',
  }),
})
const { sql } = app
const drained = () => queueDrained(sql)

/** Whether an article is live, and whether it waits for its date. */
const state = async (articleId: number) =>
  (
    await sql<{ is_published: boolean; scheduled: boolean }>(
      `SELECT is_published, scheduled FROM articles WHERE id = $1`,
      [articleId],
    )
  )[0]!

const events = (articleId: number) =>
  sql<{ task: string; status: string; message: string; detail: string | null }>(
    `SELECT task, status, message, detail FROM publish_events WHERE article_id = $1 ORDER BY id`,
    [articleId],
  )

async function ingest(fields: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${app.url}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      pms_id: pmsId,
      author_id: authorId,
      body: 'Body text about channel managers and rates. It has two sentences at least, here.',
      ...fields,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { article: { id: number } }).article.id
}

beforeAll(async () => {
  worker = await startWorker(app.env)
  ;({ cms, token } = await app.signInFirstEditor('publisher@pmsnews.example'))
  apiToken = (await insertApiToken(app.database.url)).token
  ;({ pms_id: pmsId, author_id: authorId } = await demoParents(sql))
})

afterAll(async () => {
  await worker?.stop()
})

describe('with the local providers (the seed)', () => {
  it('gave every published article a summary, an embedding of the local model and five related articles', async () => {
    const [counts] = await sql<{ published: string; summaries: string; embeddings: string; lists: string }>(`
      SELECT count(*) AS published, count(summary) AS summaries,
             (SELECT count(*) FROM article_embeddings WHERE model = 'hashed-bag-of-words-v1') AS embeddings,
             (SELECT count(DISTINCT article_id) FROM article_related) AS lists
      FROM articles WHERE is_published`)
    expect(Number(counts!.summaries)).toBe(Number(counts!.published))
    expect(Number(counts!.embeddings)).toBe(Number(counts!.published))
    expect(Number(counts!.lists)).toBe(Number(counts!.published))
    const sizes = await sql<{ n: string }>(`SELECT count(*) AS n FROM article_related GROUP BY article_id`)
    expect(sizes.every((row) => Number(row.n) === 5)).toBe(true)
    // Nothing was posted and nothing went to OpenAI: both were unconfigured.
    const skipped = await sql(`SELECT 1 FROM publish_events WHERE task = 'social-post' AND status = 'skipped'`)
    expect(skipped.length).toBe(Number(counts!.published))
  })

  it('relates an article about channel managers to the other channel-manager articles', async () => {
    const channel = await sql<{ id: number; title: string }>(
      `SELECT id, title FROM articles WHERE is_published AND title ILIKE '%channel manager%' ORDER BY id`,
    )
    expect(channel).toHaveLength(3)
    const relatedOf = async (id: number) =>
      (
        await sql<{ related_id: number }>(
          `SELECT related_id FROM article_related WHERE article_id = $1 ORDER BY position`,
          [id],
        )
      ).map((row) => row.related_id)
    const innkeep = channel.find((row) => row.title.startsWith('Innkeep Cloud builds'))!
    const others = channel.filter((row) => row.id !== innkeep.id).map((row) => row.id)
    expect(await relatedOf(innkeep.id)).toEqual(expect.arrayContaining(others))
    // Each of them has another of them among its five (of 62 other articles).
    for (const { id } of channel)
      expect(
        (await relatedOf(id)).filter((other) => channel.some((row) => row.id === other)).length,
      ).toBeGreaterThanOrEqual(1)
  })

  it('shows the related articles and the summary on the article page', async () => {
    const [article] = await sql<{ slug: string; pms: string; summary: string }>(`
      SELECT a.slug, p.slug AS pms, a.summary FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published ORDER BY a.id LIMIT 1`)
    const markdown = await (
      await fetch(`${app.url}/${article!.pms}/${article!.slug}`, { headers: { accept: 'text/markdown' } })
    ).text()
    expect(markdown).toContain('## Related articles')
    expect(markdown).toContain(article!.summary.slice(0, 40))
    // In HTML the related articles are cards, each with its PMS, date and byline.
    const html = await (await fetch(`${app.url}/${article!.pms}/${article!.slug}`)).text()
    const related =
      /<section class="related" aria-labelledby="related-heading"><h2 id="related-heading">Related articles<\/h2><ul class="card-grid">([\s\S]*?)<\/ul><\/section>/.exec(
        html,
      )?.[1]
    expect(related).toBeDefined()
    expect(related!.match(/<article class="card">/g)).toHaveLength(5)
    expect(related).toMatch(/<p class="kicker"><a href="[^"]+">[^<]+<\/a><\/p><h3><a href="[^"]+">[^<]+<\/a><\/h3>/)
    expect(related).toMatch(
      /<time dateTime="[^"]+">[^<]+<\/time> · (<!-- -->)?By <a href="[^"]+\/authors\/[a-z0-9-]+">/,
    )
  })
})

describe('publishing with OpenAI and Mastodon configured', () => {
  it('runs once for a REST publication: summary and embedding from OpenAI, related articles, one post', async () => {
    const before = mastodon.posts.length
    const id = await ingest({ title: 'Harbor PMS adds a channel manager for hostels', is_published: true })
    await drained()
    const log = await events(id)
    expect(log.map((event) => `${event.task}:${event.status}`)).toEqual([
      'summary:succeeded',
      'embedding:succeeded',
      'related-articles:succeeded',
      'social-post:succeeded',
      'websub-ping:succeeded',
      'social-web:succeeded',
    ])
    // In words for editors; the provider and model in the detail.
    expect(log[0]!.message).toMatch(/^Wrote a \d+-word summary with OpenAI\.$/)
    expect(log[0]!.detail).toContain('openai')
    expect(mastodon.posts.length).toBe(before + 1)
    expect(mastodon.posts.at(-1)!.text).toContain('Harbor PMS adds a channel manager for hostels')
    expect(mastodon.posts.at(-1)!.text).toMatch(/#HotelTech #PMS #HarborPMS$/)
    const [article] = await sql<{ summary: string; social_post_url: string }>(
      `SELECT summary, social_post_url FROM articles WHERE id = $1`,
      [id],
    )
    expect(article!.summary).toContain('Summary by the fake')
    expect(mastodon.posts.at(-1)!.text).toContain(`${BASE_URL}/harbor-pms/`)
    expect(article!.social_post_url).toMatch(/^https:\/\/mastodon\.example\/@pmsnews\/\d+$/)
    const [embedding] = await sql<{ model: string; dimensions: number }>(
      `SELECT model, dimensions FROM article_embeddings WHERE article_id = $1`,
      [id],
    )
    expect(embedding).toEqual({ model: 'text-embedding-3-small', dimensions: 256 })
    // Vectors of different models are never compared: the seed's local-model articles are no neighbours of it,
    // nor it of them.
    const mixed = await sql(`
      SELECT 1 FROM article_related r JOIN article_embeddings a ON a.article_id = r.article_id JOIN article_embeddings b ON b.article_id = r.related_id
      WHERE a.model <> b.model`)
    expect(mixed).toEqual([])
    expect(log[2]!.message).toMatch(/^Found 0 related articles;/)
    expect(log[2]!.detail).toMatch(/^exact: none yet/)

    // Saving it again with a new title re-runs summary, embedding and related, and posts nothing.
    const summaries = openai.calls('/v1/chat/completions')
    await cms('PATCH', `/articles/${id}`, { title: 'Harbor PMS adds a channel manager for hostels and inns' })
    await drained()
    expect(openai.calls('/v1/chat/completions')).toBe(summaries + 1)
    expect(mastodon.posts.length).toBe(before + 1)
    // A save that changes none of title, excerpt and body queues nothing.
    await cms('PATCH', `/articles/${id}`, { is_featured: true })
    await drained()
    expect(openai.calls('/v1/chat/completions')).toBe(summaries + 1)
    // Six steps for the publication, five for the edit (no second post).
    expect((await events(id)).length).toBe(11)
  })

  it("tells the WebSub hub that the site's feeds and those of the article's PMS and author changed, and the feeds name the hub", async () => {
    const before = hub.requests.length
    const id = await ingest({ title: 'Tidewater PMS opens its API to channel managers', is_published: true })
    await drained()
    const topics = hub.requests
      .slice(before)
      .map((request) => Object.fromEntries(new URLSearchParams(String(request.body))))
    const [slugs] = await sql<{ pms: string; author: string }>(
      `SELECT (SELECT slug FROM pmses WHERE id = $1) AS pms, (SELECT slug FROM authors WHERE id = $2) AS author`,
      [pmsId, authorId],
    )
    expect(topics).toEqual(
      [
        '/feed',
        '/feed.json',
        `/${slugs!.pms}/feed.xml`,
        `/${slugs!.pms}/feed.json`,
        `/authors/${slugs!.author}/feed.xml`,
        `/authors/${slugs!.author}/feed.json`,
      ].map((path) => ({ 'hub.mode': 'publish', 'hub.url': `${BASE_URL}${path}` })),
    )
    expect((await events(id)).find((event) => event.task === 'websub-ping')).toMatchObject({ status: 'succeeded' })

    const rss = await fetch(`${app.url}/feed`)
    expect(rss.headers.get('link')).toBe(`<${hub.url}/hub>; rel="hub", <${BASE_URL}/feed>; rel="self"`)
    expect(await rss.text()).toContain(`<atom:link href="${hub.url}/hub" rel="hub"/>`)
    const json = await fetch(`${app.url}/feed.json`)
    expect(json.headers.get('link')).toBe(`<${hub.url}/hub>; rel="hub", <${BASE_URL}/feed.json>; rel="self"`)
    expect(((await json.json()) as { hubs: unknown }).hubs).toEqual([{ type: 'WebSub', url: `${hub.url}/hub` }])

    // Taking it down changes the feeds too.
    const pinged = hub.requests.length
    await cms('PATCH', `/articles/${id}`, { is_published: false })
    await drained()
    expect(hub.requests.length).toBe(pinged + 6)
    const pms = await fetch(`${app.url}/${slugs!.pms}/feed.xml`)
    expect(pms.headers.get('link')).toBe(
      `<${hub.url}/hub>; rel="hub", <${BASE_URL}/${slugs!.pms}/feed.xml>; rel="self"`,
    )
  })

  it('runs once when an editor publishes a draft in the cockpit', async () => {
    const before = mastodon.posts.length
    const { doc } = await cms('POST', '/articles', {
      title: 'Roomcraft drafts its API pricing',
      body: 'A draft. It is not published yet, so nothing leaves.',
      pms: pmsId,
      author: authorId,
    })
    await drained()
    expect(await events(doc.id)).toEqual([])
    await cms('PATCH', `/articles/${doc.id}`, { is_published: true })
    await drained()
    expect(
      (await events(doc.id)).filter((event) => event.task === 'social-post' && event.status === 'succeeded'),
    ).toHaveLength(1)
    expect(mastodon.posts.length).toBe(before + 1)
  })

  it('publishes a scheduled article at its time, not before', async () => {
    const before = mastodon.posts.length
    const id = await ingest({
      title: 'Nordlys schedules its winter release notes',
      is_published: true,
      published_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect(await state(id)).toEqual({ is_published: false, scheduled: true })
    // Not before its time: an article published after it has gone out, and it is still held, unposted.
    await ingest({ title: 'Nordlys ships its summer release notes', is_published: true })
    await drained()
    expect(await state(id)).toEqual({ is_published: false, scheduled: true })
    expect(mastodon.posts.length).toBe(before + 1)
    // Its time comes (moved, not waited for): the worker publishes it then, and only then does it reach the network.
    const came = Date.now()
    await dateComes(sql, id)
    await expect.poll(async () => (await state(id)).is_published).toBe(true)
    await drained()
    expect(mastodon.posts.length).toBe(before + 2)
    expect(mastodon.posts.at(-1)!.text).toContain('Nordlys schedules its winter release notes')
    expect(mastodon.posts.at(-1)!.receivedAt).toBeGreaterThanOrEqual(came)
    expect((await events(id)).map((event) => event.task)).toEqual([
      'schedule',
      'summary',
      'embedding',
      'related-articles',
      'social-post',
      'websub-ping',
      'social-web',
    ])
  })

  it('holds back a published article moved to a future date, and publishes it again then without a second post', async () => {
    const id = await ingest({ title: 'Bunkhouse moves its launch date', is_published: true })
    await drained()
    const posts = mastodon.posts.length
    await cms('PATCH', `/articles/${id}`, { published_at: new Date(Date.now() + 3_600_000).toISOString() })
    expect(await state(id)).toEqual({ is_published: false, scheduled: true })
    await dateComes(sql, id)
    await expect.poll(async () => (await state(id)).is_published).toBe(true)
    await drained()
    expect(mastodon.posts.length).toBe(posts)
    expect((await events(id)).filter((event) => event.task === 'social-post').map((event) => event.status)).toEqual([
      'succeeded',
      'skipped',
    ])
  })

  it('retries a provider that answers 500, then succeeds', async () => {
    openai.failNext(1)
    const id = await ingest({ title: 'Casa Suite retries its exports', is_published: true })
    await drained()
    const summary = (await events(id)).filter((event) => event.task === 'summary')
    expect(summary.map((event) => event.status)).toEqual(['failed', 'succeeded'])
    expect(summary[0]!.message).toBe('Could not write the summary; it will be tried again.')
    expect(summary[0]!.detail).toContain('500')
  })

  it('does not post twice when the post was accepted but its answer timed out', async () => {
    const before = mastodon.posts.length
    mastodon.holdNext()
    const id = await ingest({ title: 'Apartio answers slowly', is_published: true })
    await drained()
    const social = (await events(id)).filter((event) => event.task === 'social-post')
    expect(social.map((event) => event.status)).toEqual(['failed', 'succeeded'])
    expect(social[0]!.detail).toContain('no answer within 1500 ms')
    expect(mastodon.posts.length).toBe(before + 1)
  })

  it('keeps failed jobs visible with their error, and an editor can re-run one', async () => {
    openai.failNext(100)
    const id = await ingest({ title: 'Stayline cannot reach its summariser', is_published: true })
    await expect
      .poll(
        async () =>
          (await sql(`SELECT 1 FROM payload_jobs WHERE has_error AND input->>'articleId' = $1`, [String(id)])).length,
        { timeout: 30_000 },
      )
      .toBe(1)
    const failed = (await cms('GET', `/payload-jobs?where[hasError][equals]=true&depth=0`)) as unknown as {
      docs: Array<{ id: number; input: { articleId: number }; error: unknown }>
    }
    const job = failed.docs.find((doc) => doc.input.articleId === id)!
    expect(JSON.stringify(job.error)).toContain('500')
    openai.failNext(0)
    await cms('POST', `/payload-jobs/${job.id}/rerun`)
    await drained()
    expect((await events(id)).filter((event) => event.status === 'succeeded').map((event) => event.task)).toEqual([
      'summary',
      'embedding',
      'related-articles',
      'social-post',
      'websub-ping',
      'social-web',
    ])
  })

  it("refuses re-runs it cannot do with a clear 4xx, and keeps Payload's own runner closed", async () => {
    const [job] = await sql<{ id: number }>(`SELECT id FROM payload_jobs ORDER BY id DESC LIMIT 1`)
    const anonymous = await fetch(`${app.url}/cms-api/payload-jobs/${job?.id ?? 1}/rerun`, { method: 'POST' })
    expect(anonymous.status).toBe(401)
    const post = (path: string) =>
      fetch(`${app.url}/cms-api${path}`, { method: 'POST', headers: { authorization: `JWT ${token}` } })
    // A contributor may not: the jobs name anybody's articles, and a re-run publishes (docs/decisions/060-four-roles.md).
    const contributor = { email: 'jobs-contributor@pmsnews.example', password: 'a long enough password' }
    await cms('POST', '/users', { ...contributor, role: 'contributor' })
    const { token: contributorToken } = await signIn(app.url, contributor.email, contributor.password)
    const byContributor = await fetch(`${app.url}/cms-api/payload-jobs/${job?.id ?? 1}/rerun`, {
      method: 'POST',
      headers: { authorization: `JWT ${contributorToken}` },
    })
    expect(byContributor.status).toBe(403)
    expect(await byContributor.json()).toMatchObject({ role: 'contributor', lacks: 'edit_all_content' })
    expect((await post('/payload-jobs/999999/rerun')).status).toBe(404)
    expect((await post('/payload-jobs/not-a-number/rerun')).status).toBe(404)
    // A job that has not failed (a scheduled one, waiting) cannot be re-run.
    const waiting = await ingest({
      title: 'Waiting for its date',
      is_published: true,
      published_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    const [scheduled] = await sql<{ id: number }>(`SELECT id FROM payload_jobs WHERE input->>'articleId' = $1`, [
      String(waiting),
    ])
    expect((await post(`/payload-jobs/${scheduled!.id}/rerun`)).status).toBe(409)
    // Payload's run endpoint claims jobs without a lock; it is closed, even to staff.
    expect(
      (await fetch(`${app.url}/cms-api/payload-jobs/run`, { headers: { authorization: `JWT ${token}` } })).status,
    ).toBeGreaterThanOrEqual(400)
    expect(await sql(`SELECT 1 FROM payload_jobs WHERE id = $1 AND processing`, [scheduled!.id])).toEqual([])
  })

  it('takes over the job of a worker killed in the middle of it', async () => {
    await worker.stop()
    openai.holdNext()
    const first = await startWorker(app.env)
    const id = await ingest({ title: 'Keystone survives a crash', is_published: true })
    await expect
      .poll(
        async () =>
          (await sql(`SELECT 1 FROM payload_jobs WHERE processing AND input->>'articleId' = $1`, [String(id)])).length,
      )
      .toBe(1)
    await first.kill()
    worker = await startWorker(app.env)
    await drained()
    expect((await events(id)).filter((event) => event.status === 'succeeded').map((event) => event.task)).toEqual([
      'summary',
      'embedding',
      'related-articles',
      'social-post',
      'websub-ping',
      'social-web',
    ])
  })

  it('never runs one job twice with several workers', async () => {
    const second = await startWorker(app.env)
    const ids = []
    for (let i = 0; i < 6; i += 1)
      ids.push(await ingest({ title: `Parallel story ${i} about revenue management`, is_published: true }))
    await drained()
    await second.stop()
    for (const id of ids) {
      // A task that timed out on a loaded machine is logged as failed and retried; a task run twice would succeed twice.
      const logged = await events(id)
      const succeeded = logged.filter((event) => event.status === 'succeeded').map((event) => event.task)
      expect(succeeded, JSON.stringify(logged)).toEqual([
        'summary',
        'embedding',
        'related-articles',
        'social-post',
        'websub-ping',
        'social-web',
      ])
    }
  })

  it('takes an unpublished article off every related list', async () => {
    const [held] = await sql<{ related_id: number }>(
      `SELECT related_id FROM article_related GROUP BY related_id ORDER BY count(*) DESC LIMIT 1`,
    )
    await cms('PATCH', `/articles/${held!.related_id}`, { is_published: false })
    await drained()
    expect(await sql(`SELECT 1 FROM article_related WHERE related_id = $1`, [held!.related_id])).toEqual([])
    const short = await sql(
      `SELECT article_id FROM article_related r JOIN articles a ON a.id = r.article_id WHERE a.is_published GROUP BY article_id HAVING count(*) < 5`,
    )
    expect(short).toEqual([])
  })
})
