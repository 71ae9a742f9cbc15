/**
 * The feeds' articles (src/features/site/loaders/loadFeedArticles.ts) read each body and render it only when this process has
 * not rendered that version of the row: an unchanged feed renders nothing, and any write to an article — through
 * Payload or around it — is shown at once.
 */
import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createArticle, createArticleParents } from '../helpers/fixtures'
import { type LocalPayload, startLocalPayload } from '../helpers/localPayload'

vi.mock('../../src/ground/markdown/markdownToHtml', { spy: true })

const BASE = 'https://news.example'

let local: LocalPayload
let feed: typeof import('../../src/features/site/loaders/loadFeedArticles')
let markdownToHtml: typeof import('../../src/ground/markdown/markdownToHtml').markdownToHtml
let drizzleOf: typeof import('../../src/ground/db/adapter').drizzleOf

beforeAll(async () => {
  local = await startLocalPayload()
  feed = await import('../../src/features/site/loaders/loadFeedArticles')
  markdownToHtml = (await import('../../src/ground/markdown/markdownToHtml')).markdownToHtml
  drizzleOf = (await import('../../src/ground/db/adapter')).drizzleOf
})

afterAll(async () => {
  await local?.close()
})

const bodyOf = async (id: number) =>
  (await feed.loadFeedArticles(local.payload, BASE, 50)).find((article) => article.version.startsWith(`${id}:`))?.html

describe('the feeds’ articles', () => {
  it('renders an unchanged body once, and an edited body anew, whoever wrote it', async () => {
    const parents = await createArticleParents(local.payload)
    const first = await createArticle(local.payload, parents, {
      title: 'Lobby kiosks',
      slug: 'lobby-kiosks',
      body: 'Kiosks in [the lobby](/lobby).',
      is_published: true,
    })
    await createArticle(local.payload, parents, {
      title: 'Night audit',
      slug: 'night-audit',
      body: 'The night audit runs at two.',
      is_published: true,
    })

    vi.mocked(markdownToHtml).mockClear()
    expect(await bodyOf(first.id)).toBe(`<p>Kiosks in <a href="${BASE}/lobby">the lobby</a>.</p>\n`)
    expect(markdownToHtml).toHaveBeenCalledTimes(2)
    const again = await feed.loadFeedArticles(local.payload, BASE, 50)
    expect(again).toHaveLength(2)
    expect(markdownToHtml).toHaveBeenCalledTimes(2)

    await local.payload.update({ collection: 'articles', id: first.id, data: { body: 'Kiosks, corrected.' } })
    expect(await bodyOf(first.id)).toBe('<p>Kiosks, corrected.</p>\n')
    expect(markdownToHtml).toHaveBeenCalledTimes(3)

    // Around Payload, as a repair by hand would, without touching updated_at: the row's version still changes.
    await drizzleOf(local.payload).execute(
      sql`UPDATE articles SET body = 'Kiosks, repaired by hand.' WHERE id = ${first.id}`,
    )
    expect(await bodyOf(first.id)).toBe('<p>Kiosks, repaired by hand.</p>\n')
    expect(markdownToHtml).toHaveBeenCalledTimes(4)
  })
})
