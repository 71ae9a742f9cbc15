/**
 * A sitemap of articles (src/features/discovery/sitemap.ts) is written once per version of its range: an unchanged range costs
 * one short statement, and any change to one of its articles or their PMS — through Payload or around it — is shown
 * at once.
 */
import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createArticle, createArticleParents } from '../helpers/fixtures'
import { type LocalPayload, startLocalPayload } from '../helpers/localPayload'

vi.mock('../../src/ground/db/adapter', { spy: true })

const BASE = 'https://news.example'

let local: LocalPayload
let sitemap: typeof import('../../src/features/discovery/sitemap')
let adapter: typeof import('../../src/ground/db/adapter')

beforeAll(async () => {
  local = await startLocalPayload()
  sitemap = await import('../../src/features/discovery/sitemap')
  adapter = await import('../../src/ground/db/adapter')
})

afterAll(async () => {
  await local?.close()
})

describe('a sitemap of articles', () => {
  it('is written once per version of its range, and anew after any change to its articles or their PMS', async () => {
    const parents = await createArticleParents(local.payload)
    const story = await createArticle(local.payload, parents, {
      title: 'Lobby kiosks',
      slug: 'lobby-kiosks',
      is_published: true,
    })
    const pmsPath = `${BASE}/${parents.pms.slug}`

    vi.mocked(adapter.preparedRows).mockClear()
    const first = await sitemap.articleSitemap(local.payload, BASE, 1)
    expect(first).toContain(`<loc>${pmsPath}/lobby-kiosks</loc>`)
    expect(adapter.preparedRows).toHaveBeenCalledTimes(2)
    expect(await sitemap.articleSitemap(local.payload, BASE, 1)).toBe(first)
    expect(adapter.preparedRows).toHaveBeenCalledTimes(3)

    await createArticle(local.payload, parents, { title: 'Night audit', slug: 'night-audit', is_published: true })
    expect(await sitemap.articleSitemap(local.payload, BASE, 1)).toContain(`<loc>${pmsPath}/night-audit</loc>`)

    // Around Payload, as a repair by hand would: the row's version still changes.
    await adapter
      .drizzleOf(local.payload)
      .execute(sql`UPDATE articles SET slug = 'lobby-kiosks-2027' WHERE id = ${story.id}`)
    expect(await sitemap.articleSitemap(local.payload, BASE, 1)).toContain(`<loc>${pmsPath}/lobby-kiosks-2027</loc>`)

    await adapter
      .drizzleOf(local.payload)
      .execute(sql`UPDATE pmses SET slug = 'renamed-pms' WHERE id = ${parents.pms.id}`)
    const renamed = await sitemap.articleSitemap(local.payload, BASE, 1)
    expect(renamed).toContain(`<loc>${BASE}/renamed-pms/lobby-kiosks-2027</loc>`)
    expect(renamed).not.toContain(pmsPath)

    await adapter.drizzleOf(local.payload).execute(sql`UPDATE articles SET is_published = false`)
    expect(await sitemap.articleSitemap(local.payload, BASE, 1)).toBeNull()
  })
})
