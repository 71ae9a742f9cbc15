/**
 * Deleting a published article from the cockpit (`DELETE /cms-api/articles/:id`) once publishing has run for it
 * (docs/decisions/066-trash.md): it goes to the trash, where its page and markdown answer 410 Gone and the feeds,
 * sitemaps, llms.txt and search drop it; restored (Payload's `PATCH … deletedAt: null` with `?trash=true`, what the
 * cockpit's Restore sends) it is back everywhere with its versions; deleted for good from the trash
 * (`DELETE …?trash=true`) the rows that refer to it (its publish log, its embedding, its related lists and its place
 * on other articles' lists) go with it, and its address is a plain 404.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import type { CmsRequest } from '../helpers/cockpitSession'
import { queueDrained } from '../helpers/jobs'

const BASE = 'https://news.example'
const EMAIL = 'deleting-editor@example.com'

let cms: CmsRequest
let token: string
let parents: { pms: number; author: number }

// The jobs queue runs in the app, as `npm run dev` runs it: one process less to start than a separate worker.
const app = useApp({ env: { BASE_URL: BASE, JOBS_IN_APP: 'true', JOBS_POLL_INTERVAL_MS: '100' } })
const { sql } = app
const get = (path: string, accept?: string) => fetch(`${app.url}${path}`, { headers: accept ? { accept } : {} })
const asEditor = (method: string, path: string, body?: unknown) =>
  fetch(`${app.url}/cms-api${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

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

/** The public documents that list articles, each as a reader asks for it. */
const LISTINGS = [['/sitemap.xml'], ['/feed'], ['/feed.json'], ['/llms.txt'], ['/search?q=ocelot', 'text/markdown']]

/** Which of the listings name `path`. */
async function listingsNaming(path: string): Promise<string[]> {
  const naming: string[] = []
  for (const [listing, accept] of LISTINGS) {
    const answer = await get(listing!, accept)
    expect(answer.status, listing).toBe(200)
    if ((await answer.text()).includes(path)) naming.push(listing!)
  }
  return naming
}

beforeAll(async () => {
  ;({ cms, token } = await app.signInFirstEditor(EMAIL))
  parents = {
    pms: (await cms('POST', '/pmses', { name: 'Ocelot PMS', slug: 'ocelot-pms', is_published: true })).doc.id,
    author: (await cms('POST', '/authors', { name: 'Ocelot Writer' })).doc.id,
  }
})

describe('deleting a published article', () => {
  let kept: { id: number; path: string }
  let deleted: { id: number; path: string }

  it('moves it to the trash: 410 Gone for its page and markdown, and every listing drops it', async () => {
    kept = await publish('Ocelot sightings rise in spring')
    deleted = await publish('Ocelot sightings at the front desk')
    expect((await get(deleted.path)).status).toBe(200)
    expect(await listingsNaming(deleted.path)).toEqual(LISTINGS.map(([listing]) => listing))

    const response = await asEditor('DELETE', `/articles/${deleted.id}`)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(((await response.json()) as { doc: { id: number; deletedAt: string } }).doc).toMatchObject({
      id: deleted.id,
      deletedAt: expect.any(String),
    })
    expect(await sql(`SELECT id FROM articles WHERE id = $1 AND deleted_at IS NOT NULL`, [deleted.id])).toHaveLength(1)

    const page = await get(deleted.path)
    expect(page.status).toBe(410)
    expect(await page.text()).toContain('Page withdrawn')
    for (const markdown of [get(`${deleted.path}.md`), get(deleted.path, 'text/markdown')]) {
      const answer = await markdown
      expect(answer.status).toBe(410)
      expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
      expect(await answer.text()).toContain('# Page withdrawn')
    }
    expect(await listingsNaming(deleted.path)).toEqual([])
    expect(await listingsNaming(kept.path)).toEqual(LISTINGS.map(([listing]) => listing))
    // Not public through Payload's REST either, anonymous or asking for the trash.
    const anonymous = await get(`/cms-api/articles/${deleted.id}?trash=true`)
    expect(anonymous.status).toBe(404)
    // Gone from the cockpit's list, there in its trash view.
    const list = (await (await asEditor('GET', `/articles?where[id][equals]=${deleted.id}`)).json()) as {
      totalDocs: number
    }
    expect(list.totalDocs).toBe(0)
    const trash = (await (
      await asEditor('GET', `/articles?trash=true&where[deletedAt][exists]=true&where[id][equals]=${deleted.id}`)
    ).json()) as { totalDocs: number }
    expect(trash.totalDocs).toBe(1)
  })

  it('is deleted for good only from the trash, and only that way', async () => {
    // Payload's delete of a record out of the trash is refused: the trash comes first.
    const live = await asEditor('DELETE', `/articles/${kept.id}?trash=true`)
    expect(live.status).toBe(403)
    expect(await sql(`SELECT id FROM articles WHERE id = $1 AND deleted_at IS NULL`, [kept.id])).toHaveLength(1)
  })

  it('restores it with its versions: public again everywhere', async () => {
    const versionsBefore = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM _articles_v WHERE parent_id = $1`, [
      deleted.id,
    ])
    const restored = await asEditor('PATCH', `/articles/${deleted.id}?trash=true`, { deletedAt: null })
    expect(restored.status, await restored.clone().text()).toBe(200)
    expect((await get(deleted.path)).status).toBe(200)
    expect((await get(`${deleted.path}.md`)).status).toBe(200)
    expect(await listingsNaming(deleted.path)).toEqual(LISTINGS.map(([listing]) => listing))
    const versionsAfter = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM _articles_v WHERE parent_id = $1`, [
      deleted.id,
    ])
    expect(versionsAfter[0]!.n).toBeGreaterThanOrEqual(versionsBefore[0]!.n)
    expect(versionsBefore[0]!.n).toBeGreaterThan(1)
  })

  it('deleted for good from the trash, takes its publish log and related rows with it; its address is a 404', async () => {
    // Publishing ran: each is on the other's related list.
    await expect
      .poll(() => sql(`SELECT article_id, related_id FROM article_related ORDER BY article_id`), { timeout: 60_000 })
      .toEqual([
        { article_id: kept.id, related_id: deleted.id },
        { article_id: deleted.id, related_id: kept.id },
      ])
    expect((await asEditor('DELETE', `/articles/${deleted.id}`)).status).toBe(200)
    // Its unpublication (queued by the move to the trash) has run, as it would have in its 30 days.
    await queueDrained(sql)
    const response = await asEditor('DELETE', `/articles/${deleted.id}?trash=true`)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(((await response.json()) as { doc: { id: number } }).doc.id).toBe(deleted.id)

    expect(await sql(`SELECT id FROM articles WHERE id = $1`, [deleted.id])).toEqual([])
    expect(await sql(`SELECT id FROM _articles_v WHERE parent_id = $1`, [deleted.id])).toEqual([])
    expect(await sql(`SELECT id FROM publish_events WHERE article_id = $1`, [deleted.id])).toEqual([])
    expect(await sql(`SELECT article_id FROM article_embeddings WHERE article_id = $1`, [deleted.id])).toEqual([])
    expect(await sql(`SELECT article_id, related_id FROM article_related`)).toEqual([])
    // The other article's publish log is untouched.
    expect(await sql(`SELECT id FROM publish_events WHERE article_id = $1`, [kept.id])).toHaveLength(6)

    expect((await get(deleted.path)).status).toBe(404)
    expect((await get(`${deleted.path}.md`)).status).toBe(404)
    expect(await listingsNaming(deleted.path)).toEqual([])
  })
})
