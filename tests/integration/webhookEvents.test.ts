/**
 * Which writes queue which webhook events (docs/decisions/077-webhooks.md), through Payload's local API on a fresh
 * database, read from the queue's own tables: a reply from the social web queues `reply.received` without its words,
 * once per activity, and a like nothing; an importer's write (announced nowhere, docs/decisions/065-importers.md),
 * a save of a record the public does not see, and a save that changed nothing public queue nothing; an event no
 * endpoint listens to stores nothing at all.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createArticle, createArticleParents } from '../helpers/fixtures'
import { useLocalPayload } from '../helpers/localPayload'

const local = useLocalPayload()
let payload: Payload
let parents: Awaited<ReturnType<typeof createArticleParents>>

const messages = async () =>
  (
    await local.sql<{ event: string; record_key: string; body: string }>(
      `SELECT event, record_key, body FROM webhook_messages ORDER BY id`,
    )
  ).map((row) => ({ ...row, data: (JSON.parse(row.body) as { data: Record<string, unknown> }).data }))

beforeAll(async () => {
  payload = local.payload
  parents = await createArticleParents(payload)
  expect(await messages()).toEqual([])
  const [webhook] = await local.sql<{ id: number }>(
    `INSERT INTO webhooks (url, secret_sealed) VALUES ('https://hooks.example.com/in', 'sealed') RETURNING id`,
  )
  await local.sql(
    `INSERT INTO webhooks_events ("order", parent_id, value)
     SELECT n, $1, (ARRAY['article.published', 'article.updated', 'reply.received', 'pms.updated'])[n]::enum_webhooks_events
     FROM generate_series(1, 4) n`,
    [webhook!.id],
  )
})

describe('what queues webhook events', () => {
  it('queues reply.received for a reply, once per activity, without its words; a like queues nothing', async () => {
    const { recordInteraction } = await import('../../src/content/socialReplies/socialReplies')
    const article = await createArticle(payload, parents, { is_published: true })
    const before = (await messages()).length
    const reply = {
      articleId: article.id,
      kind: 'reply' as const,
      actor: 'https://social.example/users/ana',
      handle: '@ana@social.example',
      content: '<p>Secret words of a reply</p>',
      url: 'https://social.example/@ana/1',
      activity: 'https://social.example/activities/1',
      object: 'https://social.example/notes/1',
    }
    await recordInteraction(payload, reply)
    await recordInteraction(payload, reply)
    await recordInteraction(payload, {
      ...reply,
      kind: 'like',
      content: null,
      activity: 'https://social.example/likes/1',
    })
    const queued = (await messages()).slice(before)
    expect(queued.map((message) => message.event)).toEqual(['reply.received'])
    expect(queued[0]!.data).toMatchObject({
      article_id: article.id,
      actor: reply.actor,
      url: reply.url,
      status: 'pending',
    })
    expect(queued[0]!.body).not.toContain('Secret words')
  })

  it("queues nothing for an importer's publication, nor for a save the public does not see", async () => {
    const { importingArchive } = await import('../../src/content/importingArchive')
    const before = (await messages()).length
    await payload.create({
      collection: 'articles',
      data: {
        title: 'Imported',
        body: 'From another site.',
        pms: parents.pms.id,
        author: parents.author.id,
        is_published: true,
      } as never,
      context: importingArchive,
    })
    const draft = await createArticle(payload, parents, { title: 'Not yet', is_published: false })
    await payload.update({ collection: 'articles', id: draft.id, data: { title: 'Still not yet' } })
    expect((await messages()).slice(before)).toEqual([])
  })

  it('queues an update only when what the public reads changed', async () => {
    const article = await createArticle(payload, parents, { title: 'Margay update', is_published: true })
    const key = `articles:${article.id}`
    const ofArticle = async () => (await messages()).filter((message) => message.record_key === key)
    expect((await ofArticle()).map((message) => message.event)).toEqual(['article.published'])
    await payload.update({ collection: 'articles', id: article.id, data: { title: 'Margay update, retitled' } })
    // The same again: nothing public changed.
    await payload.update({ collection: 'articles', id: article.id, data: { title: 'Margay update, retitled' } })
    expect((await ofArticle()).map((message) => message.event)).toEqual(['article.published', 'article.updated'])
  })

  it('stores nothing for an event no endpoint listens to', async () => {
    const before = (await messages()).length
    // pms.published is heard by no endpoint here; pms.updated is.
    await payload.create({
      collection: 'pmses',
      data: { name: 'Unheard PMS', slug: 'unheard-pms', is_published: true },
    })
    expect((await messages()).slice(before)).toEqual([])
  })
})
