/**
 * Deleting a published article from the cockpit (`DELETE /cms-api/articles/:id`) once publishing has run for it: the
 * rows that refer to it (its publish log, its embedding, its related lists and its place on other articles' lists)
 * go with it in the delete's transaction, and it leaves every public surface at once.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import type { CmsRequest } from '../helpers/cockpitSession'

const BASE = 'https://news.example'
const EMAIL = 'deleting-editor@example.com'

let cms: CmsRequest
let token: string
let parents: { pms: number; author: number }

// The jobs queue runs in the app, as `npm run dev` runs it: one process less to start than a separate worker.
const app = useApp({ env: { BASE_URL: BASE, JOBS_IN_APP: 'true', JOBS_POLL_INTERVAL_MS: '100' } })
const { sql } = app
const get = (path: string, accept?: string) => fetch(`${app.url}${path}`, { headers: accept ? { accept } : {} })

/** Publishes an article as an editor does and waits until every publishing task (five, the WebSub ping skipped) has logged its outcome. */
async function publish(title: string): Promise<{ id: number; path: string }> {
  const { doc } = await cms('POST', '/articles', {
    title,
    body: `${title}. Ocelots keep appearing near the front desk.`,
    pms: parents.pms,
    author: parents.author,
    is_published: true,
  })
  await expect
    .poll(async () => (await sql(`SELECT task FROM publish_events WHERE article_id = $1`, [doc.id])).length, {
      timeout: 60_000,
    })
    // Summary, embedding, related articles, social post, WebSub and the social web: the job is done.
    .toBe(6)
  const [row] = await sql<{ slug: string }>(`SELECT slug FROM articles WHERE id = $1`, [doc.id])
  return { id: doc.id, path: `/ocelot-pms/${row!.slug}` }
}

beforeAll(async () => {
  ;({ cms, token } = await app.signInFirstEditor(EMAIL))
  parents = {
    pms: (await cms('POST', '/pmses', { name: 'Ocelot PMS', slug: 'ocelot-pms', is_published: true })).doc.id,
    author: (await cms('POST', '/authors', { name: 'Ocelot Writer' })).doc.id,
  }
})

describe('deleting a published article', () => {
  it('answers 200, removes its publish log and related rows, and takes it off every public surface', async () => {
    const kept = await publish('Ocelot sightings rise in spring')
    const deleted = await publish('Ocelot sightings at the front desk')
    // Publishing ran: each is on the other's related list.
    expect(await sql(`SELECT article_id, related_id FROM article_related ORDER BY article_id`)).toEqual([
      { article_id: kept.id, related_id: deleted.id },
      { article_id: deleted.id, related_id: kept.id },
    ])
    expect((await get(deleted.path)).status).toBe(200)

    const response = await fetch(`${app.url}/cms-api/articles/${deleted.id}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${token}` },
    })
    expect(response.status, await response.clone().text()).toBe(200)
    expect(((await response.json()) as { doc: { id: number } }).doc.id).toBe(deleted.id)

    expect(await sql(`SELECT id FROM articles WHERE id = $1`, [deleted.id])).toEqual([])
    expect(await sql(`SELECT id FROM publish_events WHERE article_id = $1`, [deleted.id])).toEqual([])
    expect(await sql(`SELECT article_id FROM article_embeddings WHERE article_id = $1`, [deleted.id])).toEqual([])
    expect(await sql(`SELECT article_id, related_id FROM article_related`)).toEqual([])
    // The other article's publish log is untouched.
    expect(await sql(`SELECT id FROM publish_events WHERE article_id = $1`, [kept.id])).toHaveLength(6)

    expect((await get(deleted.path)).status).toBe(404)
    expect((await get(`${deleted.path}.md`)).status).toBe(404)
    for (const [path, accept] of [
      ['/sitemap.xml'],
      ['/feed'],
      ['/llms.txt'],
      ['/search?q=ocelot', 'text/markdown'],
      [kept.path, 'text/markdown'],
    ] as const) {
      const answer = await get(path, accept)
      expect(answer.status, path).toBe(200)
      const body = await answer.text()
      expect(body, path).toContain(kept.path.split('/')[2])
      expect(body, path).not.toContain(deleted.path)
    }
  })
})
