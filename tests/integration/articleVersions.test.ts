/**
 * Versions and drafts (docs/decisions/017) at Payload's local API: autosaved drafts never reach the public row or
 * the page caches until Publish; every save is a version naming who made it; anonymous readers never see drafts.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { describeWriter } from '../../src/content/recordEditor'
import { onLocalContentChange } from '../../src/features/contentChanges/localContentChanges'
import { createArticle, createArticleParents } from '../helpers/fixtures'
import type { Sql } from '../helpers/appFixture'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload
let parents: Awaited<ReturnType<typeof createArticleParents>>
let editor: { id: number; email: string; collection: 'users' }

const sql: Sql = (query, params) => local.sql(query, params)

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  parents = await createArticleParents(payload)
  const user = await payload.create({
    collection: 'users',
    data: { email: 'versions@example.com', password: 'a long password 123', role: 'editor', name: 'Vera Editor' },
  })
  editor = { ...user, collection: 'users' } as typeof editor
})

afterAll(async () => {
  await local?.close()
})

/** Counts what the hooks announce to the page cache (this process's listeners) and queue for publishing. */
async function sideEffects(work: () => Promise<unknown>) {
  let announced = 0
  const stop = onLocalContentChange(() => (announced += 1))
  const jobsBefore = Number((await sql('SELECT count(*) AS n FROM payload_jobs'))[0].n)
  try {
    await work()
  } finally {
    stop()
  }
  const jobs = Number((await sql('SELECT count(*) AS n FROM payload_jobs'))[0].n) - jobsBefore
  return { announced, jobs }
}

const publicRow = async (id: number) =>
  (await sql('SELECT title, is_published, _status FROM articles WHERE id = $1', [id]))[0]
const asEditor = () => ({ user: editor as never, overrideAccess: false })

describe('drafts of a published article', () => {
  it('an autosave changes the latest version only: the public row, the caches and the publishing jobs are untouched', async () => {
    const article = await createArticle(payload, parents, { title: 'Live title', is_published: true })
    const effects = await sideEffects(() =>
      payload.update({
        collection: 'articles',
        id: article.id,
        data: { title: 'Edited title' },
        draft: true,
        autosave: true,
        ...asEditor(),
      }),
    )
    expect(effects).toEqual({ announced: 0, jobs: 0 })
    expect(await publicRow(article.id)).toEqual({ title: 'Live title', is_published: true, _status: 'published' })
    const latest = await payload.findByID({ collection: 'articles', id: article.id, draft: true, ...asEditor() })
    expect(latest).toMatchObject({ title: 'Edited title', _status: 'draft', is_published: true })
    // Nobody signed in gets the draft, even asking for it.
    const anonymous = await payload.find({
      collection: 'articles',
      where: { id: { equals: article.id } },
      draft: true,
      overrideAccess: false,
    })
    expect(anonymous.docs.map((doc) => doc.title)).toEqual(['Live title'])
  })

  it('Publish puts the draft live, announces it and queues the edit; Unpublish takes it down', async () => {
    const article = await createArticle(payload, parents, { title: 'Before', is_published: true })
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { title: 'After' },
      draft: true,
      ...asEditor(),
    })
    const published = await sideEffects(() =>
      payload.update({
        collection: 'articles',
        id: article.id,
        data: { _status: 'published', title: 'After' },
        ...asEditor(),
      }),
    )
    expect(published).toEqual({ announced: 1, jobs: 1 })
    expect(await publicRow(article.id)).toEqual({ title: 'After', is_published: true, _status: 'published' })
    await payload.update({ collection: 'articles', id: article.id, data: { _status: 'draft' }, ...asEditor() })
    expect(await publicRow(article.id)).toMatchObject({ is_published: false, _status: 'draft' })
  })

  it('a draft saved while unpublished stays a draft, and a save that changes nothing public announces nothing', async () => {
    const article = await createArticle(payload, parents, { title: 'Never live' })
    const effects = await sideEffects(() =>
      payload.update({ collection: 'articles', id: article.id, data: { title: 'Still not live' }, ...asEditor() }),
    )
    expect(effects).toEqual({ announced: 0, jobs: 0 })
    expect(await publicRow(article.id)).toEqual({ title: 'Still not live', is_published: false, _status: 'draft' })
  })

  it('a future publication date scheduled by Publish is a draft until then', async () => {
    const article = await createArticle(payload, parents, {
      title: 'Tomorrow',
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    })
    await payload.update({ collection: 'articles', id: article.id, data: { _status: 'published' }, ...asEditor() })
    expect((await sql('SELECT is_published, scheduled, _status FROM articles WHERE id = $1', [article.id]))[0]).toEqual(
      { is_published: false, scheduled: true, _status: 'draft' },
    )
  })
})

describe('results the publishing jobs wrote past Payload', () => {
  it('survive later saves built on an older version or an old form, unless the editor rewrote the summary', async () => {
    const article = await createArticle(payload, parents, { title: 'Job results', is_published: true })
    // What the jobs do: SQL on the public row only (the job's own SQL also updates the latest version; this one does not).
    await sql(
      "UPDATE articles SET summary = 'By the job.', summary_source_hash = 'h1', social_post_url = 'https://social.example/1' WHERE id = $1",
      [article.id],
    )
    await payload.update({ collection: 'articles', id: article.id, data: { excerpt: 'An edit.' }, ...asEditor() })
    const kept = (
      await sql('SELECT summary, summary_source_hash, social_post_url, summary_by_editor FROM articles WHERE id = $1', [
        article.id,
      ])
    )[0]
    expect(kept).toEqual({
      summary: 'By the job.',
      summary_source_hash: 'h1',
      social_post_url: 'https://social.example/1',
      summary_by_editor: false,
    })
    await payload.update({ collection: 'articles', id: article.id, data: { summary: 'By a person.' }, ...asEditor() })
    const edited = (
      await sql('SELECT summary, social_post_url, summary_by_editor FROM articles WHERE id = $1', [article.id])
    )[0]
    expect(edited).toEqual({
      summary: 'By a person.',
      social_post_url: 'https://social.example/1',
      summary_by_editor: true,
    })
  })
})

describe('history', () => {
  it('keeps a version of every save, naming the person, the API token or the agent that made it', async () => {
    const article = await createArticle(payload, parents, { title: 'Attributed' })
    await payload.update({ collection: 'articles', id: article.id, data: { excerpt: 'By a person.' }, ...asEditor() })
    const rest = await createLocalReq({}, payload)
    describeWriter(rest, 'API token "pipeline" (REST)')
    await payload.update({ collection: 'articles', id: article.id, data: { excerpt: 'By a pipeline.' }, req: rest })
    const mcp = await createLocalReq({ user: editor as never }, payload)
    describeWriter(mcp, 'agent "Claude" (MCP), approved by versions@example.com')
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { excerpt: 'By an agent.' },
      req: mcp,
      user: editor as never,
      overrideAccess: false,
    })
    const rows = await sql(
      'SELECT version_excerpt, version_edited_by FROM _articles_v WHERE parent_id = $1 ORDER BY id',
      [article.id],
    )
    expect(rows.slice(1)).toEqual([
      { version_excerpt: 'By a person.', version_edited_by: 'Vera Editor <versions@example.com>' },
      { version_excerpt: 'By a pipeline.', version_edited_by: 'API token "pipeline" (REST)' },
      { version_excerpt: 'By an agent.', version_edited_by: 'agent "Claude" (MCP), approved by versions@example.com' },
    ])
  })

  it('restores an older version as the current text, body included', async () => {
    const article = await createArticle(payload, parents, { title: 'Restorable', body: 'The first body.' })
    await payload.update({ collection: 'articles', id: article.id, data: { body: 'The second body.' }, ...asEditor() })
    const first = (
      await sql("SELECT id FROM _articles_v WHERE parent_id = $1 AND version_body = 'The first body.'", [article.id])
    )[0].id
    await payload.restoreVersion({ collection: 'articles', id: first, ...asEditor() })
    expect((await sql('SELECT body FROM articles WHERE id = $1', [article.id]))[0].body).toBe('The first body.')
  })

  it('keeps the newest 100 versions of an article and drops the oldest', async () => {
    const article = await createArticle(payload, parents, { title: 'Version 0' })
    for (let n = 1; n <= 101; n += 1)
      await payload.update({ collection: 'articles', id: article.id, data: { title: `Version ${n}` } })
    const rows = await sql(
      'SELECT version_title FROM _articles_v WHERE parent_id = $1 ORDER BY updated_at DESC, id DESC',
      [article.id],
    )
    expect(rows).toHaveLength(100)
    expect(rows[0].version_title).toBe('Version 101')
    expect(rows.at(-1).version_title).toBe('Version 2')
  })

  it('marks exactly one version latest: the first one of a new article, then each newer one', async () => {
    const latest = async (id: number) =>
      (await sql('SELECT version_title FROM _articles_v WHERE parent_id = $1 AND latest', [id])).map(
        (row) => row.version_title,
      )
    const article = await createArticle(payload, parents, { title: 'First' })
    expect(await latest(article.id)).toEqual(['First'])
    await payload.update({ collection: 'articles', id: article.id, data: { title: 'Second' } })
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { title: 'Draft third' },
      draft: true,
      autosave: true,
      ...asEditor(),
    })
    expect(await latest(article.id)).toEqual(['Draft third'])
    // Two articles created in one request (one transaction): each first version is its own latest.
    const req = await createLocalReq({}, payload)
    const inRequest = (title: string) =>
      payload.create({
        collection: 'articles',
        data: { title, body: 'Text.', pms: parents.pms.id, author: parents.author.id } as never,
        req,
      })
    const one = await inRequest('One')
    const two = await inRequest('Two')
    await payload.update({ collection: 'articles', id: one.id, data: { title: 'One again' }, req })
    expect([await latest(one.id), await latest(two.id)]).toEqual([['One again'], ['Two']])
    const pms = await payload.create({ collection: 'pmses', data: { name: 'Versioned PMS', slug: 'versioned-pms' } })
    await payload.update({ collection: 'pmses', id: pms.id, data: { name: 'Versioned PMS 2' } })
    expect(await sql('SELECT version_name FROM _pmses_v WHERE parent_id = $1 AND latest', [pms.id])).toEqual([
      { version_name: 'Versioned PMS 2' },
    ])
  })

  it('lets staff read versions and nobody else', async () => {
    await expect(payload.findVersions({ collection: 'articles', overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
    expect((await payload.findVersions({ collection: 'articles', ...asEditor() })).totalDocs).toBeGreaterThan(0)
  })
})
