/**
 * An imported archive is announced nowhere (docs/decisions/065-importers.md): importing WordPress's small export with a
 * social network, a WebSub hub and the social web configured queues only the `imported` reason for its posts, and once
 * the jobs queue (the worker's own runner, in this process) has run, nothing was posted, pinged or sent to followers,
 * while each post got what the site derives (summary, embedding). An article published by hand afterwards still is
 * announced everywhere. Real fakes on loopback (tests/fakes/), reached through the app's settings.
 */
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { JobRunner } from '../../src/features/jobs/jobRunner'
import { type FakeServer, startFakeServer } from '../fakes/fakeServer'
import { type SocialFake, startMastodonFake } from '../fakes/socialFakes'
import { createArticle, createArticleParents } from '../helpers/fixtures'
import { queueDrained } from '../helpers/jobs'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

const SMALL = path.resolve(import.meta.dirname, '../fixtures/imports/wxr-1.1-wp3.1-small-export.xml')
const MASTODON_TOKEN = 'mastodon-test-token'

let mastodon: SocialFake
let hub: FakeServer
let local: LocalPayload
let payload: Payload
let runner: JobRunner | undefined
let parents: Awaited<ReturnType<typeof createArticleParents>>

vi.setConfig({ testTimeout: 120_000 })

beforeAll(async () => {
  mastodon = await startMastodonFake(MASTODON_TOKEN)
  hub = await startFakeServer(() => ({ status: 204, body: null }))
  // Read once, when the app's modules are first imported: set before the local Payload starts.
  Object.assign(process.env, {
    SOCIAL_NETWORK: 'mastodon',
    MASTODON_URL: mastodon.url,
    MASTODON_ACCESS_TOKEN: MASTODON_TOKEN,
    WEBSUB_HUB_URL: `${hub.url}/hub`,
    JOBS_RETRY_DELAY_MS: '200',
  })
  local = await startLocalPayload()
  payload = local.payload
  parents = await createArticleParents(payload)
  await queueDrained(local.sql)
})

/** Runs the queue (the worker's own runner) until it is drained; a job completed is deleted, so its input is read before. */
async function runQueue() {
  const { startJobRunner } = await import('../../src/features/jobs/jobRunner')
  runner = startJobRunner(payload, { pollIntervalMs: 100, staleAfterSeconds: 60 })
  await queueDrained(local.sql)
  await runner.stop()
}

afterAll(async () => {
  await runner?.stop()
  await local?.close()
  await mastodon?.close()
  await hub?.close()
})

const activitiesAbout = async (articleIds: number[]) =>
  Number(
    (
      await local.sql(`SELECT count(*) AS n FROM federation_activities WHERE article_id = ANY($1::int[])`, [articleIds])
    )[0]!.n,
  )

describe('an imported archive', () => {
  it('queues only the imported reason, and posts, pings and sends nothing once the queue has run', async () => {
    const { runImport } = await import('../../src/features/importing/runImport')
    const { recordImportRedirects } = await import('../../src/features/importing/importRedirects')
    const report = await runImport(payload, {
      source: 'wordpress',
      file: SMALL,
      pmsMap: new Map(),
      defaultPms: parents.pms.slug!,
      oldSite: null,
      dryRun: false,
      recordRedirects: recordImportRedirects,
    })
    expect(report.outcomes).toEqual({ created: 5, updated: 0, unchanged: 0 })

    const imported = await local.sql<{ id: number; is_published: boolean }>(
      `SELECT a.id, a.is_published FROM imported_items i JOIN articles a ON a.id = i.target_id
       WHERE i.kind = 'article' ORDER BY a.id`,
    )
    const published = imported.filter((article) => article.is_published).map((article) => article.id)
    expect(published.length).toBeGreaterThan(0)
    const jobs = await local.sql<{ reason: string }>(
      `SELECT input->>'reason' AS reason FROM payload_jobs
       WHERE workflow_slug = 'publish-article' AND (input->>'articleId')::int = ANY($1::int[])`,
      [imported.map((article) => article.id)],
    )
    expect(jobs.map((job) => job.reason)).toEqual(published.map(() => 'imported'))
    await runQueue()
    expect(await local.sql(`SELECT id FROM payload_jobs WHERE has_error`)).toEqual([])

    // Derived: every published post has its summary and embedding.
    const summaries = await local.sql<{ summary: string | null }>(
      `SELECT summary FROM articles WHERE id = ANY($1::int[])`,
      [published],
    )
    for (const article of summaries) expect(article.summary).toBeTruthy()
    const [embedded] = await local.sql(
      `SELECT count(*) AS n FROM article_embeddings WHERE article_id = ANY($1::int[])`,
      [published],
    )
    expect(Number(embedded!.n)).toBe(published.length)

    // Announced nowhere.
    expect(mastodon.posts).toEqual([])
    expect(hub.requests).toEqual([])
    expect(await activitiesAbout(published)).toBe(0)
    const tasks = await local.sql<{ task: string }>(
      `SELECT DISTINCT task::text AS task FROM publish_events WHERE article_id = ANY($1::int[]) ORDER BY 1`,
      [published],
    )
    expect(tasks.map((row) => row.task)).not.toEqual(expect.arrayContaining(['social-post']))
    expect(tasks.map((row) => row.task)).not.toEqual(expect.arrayContaining(['social-web']))
    expect(tasks.map((row) => row.task)).not.toEqual(expect.arrayContaining(['websub-ping']))
  })

  it('leaves publishing by hand announcing as before: a social post, a WebSub ping and a Create for followers', async () => {
    const article = await createArticle(payload, parents, {
      title: 'Published here, by hand',
      body: 'A body about channel managers and rates, long enough for a summary of two sentences. Here it is.',
      is_published: true,
    })
    const [job] = await local.sql<{ reason: string }>(
      `SELECT input->>'reason' AS reason FROM payload_jobs
       WHERE workflow_slug = 'publish-article' AND (input->>'articleId')::int = $1`,
      [article.id],
    )
    expect(job!.reason).toBe('published')
    await runQueue()
    expect(mastodon.posts).toHaveLength(1)
    expect(mastodon.posts[0]!.text).toContain('Published here, by hand')
    expect(hub.requests.length).toBeGreaterThan(0)
    expect(await activitiesAbout([article.id])).toBeGreaterThan(0)
  })
})
