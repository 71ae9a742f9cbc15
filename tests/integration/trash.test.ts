/**
 * The trash (docs/decisions/066-trash.md), through Payload's local API on a fresh database: a record moved there is
 * public nowhere (the one rule, src/ground/db/publicVisibility.ts, read by the sitemap, llms.txt, search, the feed,
 * the pages and Payload's anonymous access alike) and its address is gone (410) if it had been public; restored, it
 * is back with its versions; who may move what there, and delete what for good; and the purge, with the clock moved
 * by setting `deleted_at` back in SQL.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createArticle } from '../helpers/fixtures'
import { dateComes } from '../helpers/jobs'
import { type LocalPayload, startLocalPayload } from '../helpers/localPayload'

const BASE = 'https://news.example'

let local: LocalPayload
let payload: Payload
let app: {
  sitemap: typeof import('../../src/features/discovery/sitemap')
  llmsTxt: typeof import('../../src/features/discovery/llmsTxt')
  search: typeof import('../../src/features/search/searchContent')
  searchQuery: typeof import('../../src/features/search/searchQuery')
  feed: typeof import('../../src/features/site/loaders/loadFeedArticles')
  articlePage: typeof import('../../src/features/site/pages/article/load')
  directory: typeof import('../../src/features/site/loaders/loadPmsDirectory')
  gone: typeof import('../../src/content/trash/goneAddress')
  purge: typeof import('../../src/features/trash/purgeTrash')
}
let parents: { pms: { id: number; slug: string }; author: { id: number } }
type Staff = { id: number; collection: 'users'; role: string }
const staff: Record<'contributor' | 'editor', Staff> = {} as never

const trash = (collection: 'articles' | 'pmses' | 'pr-links', id: number, user?: Staff) =>
  payload.update({
    collection,
    id,
    data: { deletedAt: new Date().toISOString() },
    ...(user ? { user, overrideAccess: false } : {}),
  })
const restore = (collection: 'articles' | 'pmses', id: number) =>
  payload.update({ collection, id, trash: true, data: { deletedAt: null } })

async function llmsTxtText(): Promise<string> {
  let text = ''
  for await (const chunk of app.llmsTxt.llmsTxt(payload, {
    baseUrl: BASE,
    readsPerMinute: 60,
    aiUse: { search: true, aiInput: true, aiTrain: false },
  }))
    text += chunk
  return text
}

/** Where `path` (an article's, or a PMS hub's) appears among the public surfaces. */
async function surfacesShowing(path: string, [pmsSlug, articleSlug]: string[]): Promise<string[]> {
  const shown: string[] = []
  if ((await app.sitemap.rootSitemap(payload, BASE)).includes(`${BASE}${path}<`)) shown.push('sitemap')
  if ((await llmsTxtText()).includes(`${BASE}${path}`)) shown.push('llms.txt')
  const search = await app.search.searchContent(payload, app.searchQuery.parseSearchQuery('kinkajou'), 1, 50)
  if (search.hits.some((hit) => hit.path === path)) shown.push('search')
  if ((await app.feed.loadFeedArticles(payload, BASE, 50)).some((item) => item.url === `${BASE}${path}`))
    shown.push('feed')
  if (articleSlug && (await app.articlePage.loadArticlePage(payload, pmsSlug!, articleSlug, BASE))) shown.push('page')
  if (!articleSlug && (await app.directory.loadPmsDirectory(payload, BASE)).some((e) => e.url === `${BASE}${path}`))
    shown.push('directory')
  const collection = articleSlug ? 'articles' : 'pmses'
  const anonymous = await payload.find({
    collection,
    where: { slug: { equals: articleSlug ?? pmsSlug } },
    trash: true,
    overrideAccess: false,
  })
  if (anonymous.totalDocs > 0) shown.push('cms-api')
  return shown
}

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  app = {
    sitemap: await import('../../src/features/discovery/sitemap'),
    llmsTxt: await import('../../src/features/discovery/llmsTxt'),
    search: await import('../../src/features/search/searchContent'),
    searchQuery: await import('../../src/features/search/searchQuery'),
    feed: await import('../../src/features/site/loaders/loadFeedArticles'),
    articlePage: await import('../../src/features/site/pages/article/load'),
    directory: await import('../../src/features/site/loaders/loadPmsDirectory'),
    gone: await import('../../src/content/trash/goneAddress'),
    purge: await import('../../src/features/trash/purgeTrash'),
  }
  const pms = await payload.create({
    collection: 'pmses',
    data: { name: 'Kinkajou PMS', slug: 'kinkajou-pms', is_published: true },
  })
  const author = await payload.create({ collection: 'authors', data: { name: 'Kinkajou Writer' } })
  parents = { pms: { id: pms.id, slug: pms.slug! }, author: { id: author.id } }
  for (const role of ['contributor', 'editor'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${role}@kinkajou.example`, password: `a long ${role} password`, role, name: role },
    })
    staff[role] = { id: user.id, collection: 'users', role }
  }
})

afterAll(async () => {
  await local?.close()
})

const story = (slug: string, data: Record<string, unknown> = {}) =>
  createArticle(payload, parents, {
    title: `Kinkajou ${slug}`,
    slug,
    body: 'Kinkajous seen on the night shift.',
    is_published: true,
    ...data,
  })

describe('an article in the trash', () => {
  it('is public nowhere, and its address is gone; restored, it is everywhere again with its versions', async () => {
    const article = await story('night-shift')
    await payload.update({ collection: 'articles', id: article.id, data: { excerpt: 'A second version.' } })
    const path = '/kinkajou-pms/night-shift'
    const route = { kind: 'article', pmsSlug: 'kinkajou-pms', articleSlug: 'night-shift' } as const
    const everywhere = ['sitemap', 'llms.txt', 'search', 'feed', 'page', 'cms-api']
    expect(await surfacesShowing(path, ['kinkajou-pms', 'night-shift'])).toEqual(everywhere)
    expect(await app.gone.isGoneToTheTrash(payload, route)).toBe(false)
    const versions = (
      await local.sql(`SELECT count(*)::int AS n FROM _articles_v WHERE parent_id = $1`, [article.id])
    )[0].n as number

    await trash('articles', article.id)
    expect(await surfacesShowing(path, ['kinkajou-pms', 'night-shift'])).toEqual([])
    expect(await app.gone.isGoneToTheTrash(payload, route)).toBe(true)
    // Staff find it in the trash, not among the articles.
    expect((await payload.find({ collection: 'articles', where: { slug: { equals: 'night-shift' } } })).totalDocs).toBe(
      0,
    )
    expect(
      (await payload.find({ collection: 'articles', trash: true, where: { deletedAt: { exists: true } } })).docs.map(
        (doc) => doc.id,
      ),
    ).toEqual([article.id])
    expect(
      (await payload.findVersions({ collection: 'articles', where: { parent: { equals: article.id } } })).totalDocs,
    ).toBeGreaterThanOrEqual(versions)

    const restored = await restore('articles', article.id)
    expect(restored).toMatchObject({ deletedAt: null, excerpt: 'A second version.', is_published: true })
    expect(await surfacesShowing(path, ['kinkajou-pms', 'night-shift'])).toEqual(everywhere)
    expect(await app.gone.isGoneToTheTrash(payload, route)).toBe(false)
  })

  it('was never public as a draft: its address stays a 404, not a 410', async () => {
    const draft = await story('draft-in-trash', { is_published: false })
    await trash('articles', draft.id)
    const route = { kind: 'article', pmsSlug: 'kinkajou-pms', articleSlug: 'draft-in-trash' } as const
    expect(await app.gone.isGoneToTheTrash(payload, route)).toBe(false)
  })
})

describe('a scheduled article in the trash', () => {
  /** Its scheduled runs of the publishing job, oldest first. */
  const scheduledRuns = (id: number) =>
    local.sql(
      `SELECT id, wait_until FROM payload_jobs
       WHERE workflow_slug = 'publish-article' AND input->>'reason' = 'scheduled' AND (input->>'articleId')::int = $1
       ORDER BY id`,
      [id],
    )
  const publicationsQueued = async (id: number) =>
    (
      await local.sql(
        `SELECT count(*)::int AS n FROM payload_jobs
         WHERE workflow_slug = 'publish-article' AND input->>'reason' = 'published' AND (input->>'articleId')::int = $1`,
        [id],
      )
    )[0].n as number
  const row = async (id: number) =>
    (
      await local.sql(
        `SELECT is_published, scheduled, _status::text AS status, deleted_at IS NOT NULL AS trashed FROM articles WHERE id = $1`,
        [id],
      )
    )[0]
  /** The cockpit's Restore (Payload's RestoreButton): `deletedAt: null`, and `_status` as the editor ticked it. */
  const restoreInCockpit = (id: number, asPublished = false) =>
    payload.update({
      collection: 'articles',
      id,
      trash: true,
      data: { deletedAt: null, _status: asPublished ? 'published' : 'draft' },
      user: staff.editor,
      overrideAccess: false,
    })
  const embargoed = async (slug: string) => {
    const at = new Date(Date.now() + 3_600_000).toISOString()
    const article = await story(slug, { published_at: at })
    expect(article).toMatchObject({ scheduled: true, is_published: false })
    return article
  }

  it('restored before its date is scheduled again: a run queued anew for its date, which publishes it then', async () => {
    const article = await embargoed('embargoed-restored')
    await trash('articles', article.id)
    expect(await scheduledRuns(article.id)).toHaveLength(1)

    const restored = await restoreInCockpit(article.id)
    expect(restored).toMatchObject({ deletedAt: null, scheduled: true, is_published: false, _status: 'draft' })
    const runs = await scheduledRuns(article.id)
    expect(runs).toHaveLength(2)
    expect(new Date(runs[1]!.wait_until).toISOString()).toBe(article.published_at)

    // The date comes: the run the restore queued publishes it, once.
    await dateComes(local.sql, article.id)
    await payload.jobs.runByID({ id: runs[1]!.id, silent: true })
    expect(await row(article.id)).toEqual({ is_published: true, scheduled: false, status: 'published', trashed: false })
    expect(await publicationsQueued(article.id)).toBe(1)
  })

  it('whose date passed while it was there comes back a draft, not published, and its publish log says why', async () => {
    const article = await embargoed('embargoed-lapsed')
    await trash('articles', article.id)
    // The date comes while it is in the trash: its run finds no article and publishes nothing.
    await dateComes(local.sql, article.id)
    const [run] = await scheduledRuns(article.id)
    await payload.jobs.runByID({ id: run!.id, silent: true })
    // Done, and so gone: the queue keeps no finished job.
    expect(await scheduledRuns(article.id)).toEqual([])
    expect(await row(article.id)).toMatchObject({ is_published: false, scheduled: true, trashed: true })

    const restored = await restoreInCockpit(article.id)
    expect(restored).toMatchObject({ deletedAt: null, is_published: false, scheduled: false, _status: 'draft' })
    expect(await row(article.id)).toEqual({ is_published: false, scheduled: false, status: 'draft', trashed: false })
    expect(await scheduledRuns(article.id)).toEqual([])
    expect(await publicationsQueued(article.id)).toBe(0)
    expect(
      await local.sql(`SELECT task, status, message FROM publish_events WHERE article_id = $1`, [article.id]),
    ).toEqual([
      {
        task: 'schedule',
        status: 'skipped',
        message:
          'Its scheduled time passed while it was in the trash: it is back as a draft. Publish or schedule it again.',
      },
    ])
    // A later save of the draft publishes nothing either.
    await payload.update({ collection: 'articles', id: article.id, data: { excerpt: 'Still held.' } })
    expect(await row(article.id)).toMatchObject({ is_published: false, scheduled: false })
  })

  it('whose date passed is published now when the editor restores it as published', async () => {
    const article = await embargoed('embargoed-restored-published')
    await trash('articles', article.id)
    await dateComes(local.sql, article.id)
    await restoreInCockpit(article.id, true)
    expect(await row(article.id)).toEqual({ is_published: true, scheduled: false, status: 'published', trashed: false })
    expect(await publicationsQueued(article.id)).toBe(1)
  })
})

describe('a PMS profile in the trash', () => {
  it('goes there only once no article or PR link out of the trash names it, and takes its hub off the site', async () => {
    const pms = await payload.create({
      collection: 'pmses',
      data: { name: 'Kinkajou Two', slug: 'kinkajou-two', is_published: true },
    })
    const article = await createArticle(
      payload,
      { pms, author: parents.author },
      { title: 'Kinkajou two', slug: 'two', body: 'Kinkajous.', is_published: true },
    )
    await expect(trash('pmses', pms.id)).rejects.toMatchObject({
      status: 409,
      message:
        'This PMS profile cannot go to the trash: 1 article still name it. Move them to another PMS, or to the trash, first.',
    })
    expect(await local.sql(`SELECT deleted_at FROM pmses WHERE id = $1`, [pms.id])).toEqual([{ deleted_at: null }])

    await trash('articles', article.id)
    await trash('pmses', pms.id)
    expect(await surfacesShowing('/kinkajou-two', ['kinkajou-two'])).toEqual([])
    expect(await app.gone.isGoneToTheTrash(payload, { kind: 'pms', pmsSlug: 'kinkajou-two' })).toBe(true)
    // Its article, in the trash too, is gone as well.
    expect(
      await app.gone.isGoneToTheTrash(payload, { kind: 'article', pmsSlug: 'kinkajou-two', articleSlug: 'two' }),
    ).toBe(true)
    await restore('pmses', pms.id)
    expect(await surfacesShowing('/kinkajou-two', ['kinkajou-two'])).toEqual([
      'sitemap',
      'llms.txt',
      'search',
      'directory',
      'cms-api',
    ])
  })
})

describe('who may move what to the trash, and delete what for good', () => {
  it('lets a contributor trash their own unpublished draft only, and nobody but editors delete for good, only from the trash', async () => {
    const asContributor = { user: staff.contributor, overrideAccess: false }
    const own = await payload.create({
      collection: 'articles',
      data: { title: 'Kinkajou draft', body: 'Draft.', pms: parents.pms.id, author: parents.author.id },
      ...asContributor,
      draft: false,
    } as never)
    const published = await story('published-by-editor')

    await expect(trash('articles', published.id, staff.contributor)).rejects.toMatchObject({ status: 403 })
    expect((await trash('articles', (own as { id: number }).id, staff.contributor)).deletedAt).toEqual(
      expect.any(String),
    )
    // Deleting for good: not a contributor's, and not before the trash.
    await expect(
      payload.delete({ collection: 'articles', id: (own as { id: number }).id, trash: true, ...asContributor }),
    ).rejects.toMatchObject({ status: 403 })
    const asEditor = { user: staff.editor, overrideAccess: false }
    await expect(
      payload.delete({ collection: 'articles', id: published.id, trash: true, ...asEditor }),
    ).rejects.toMatchObject({ status: 403 })
    await payload.delete({ collection: 'articles', id: (own as { id: number }).id, trash: true, ...asEditor })
    expect(await local.sql(`SELECT id FROM articles WHERE id = $1`, [(own as { id: number }).id])).toEqual([])
  })
})

describe('the purge', () => {
  it('deletes for good, with their versions, what waited longer than TRASH_KEEP_DAYS, and keeps the rest', async () => {
    const due = await story('due-for-purge')
    const recent = await story('recently-trashed')
    const link = await payload.create({
      collection: 'pr-links',
      data: { title: 'Kinkajou release', url: 'https://kinkajou.example/release', pms: parents.pms.id },
    })
    const lonelyPms = await payload.create({
      collection: 'pmses',
      data: { name: 'Kinkajou Three', slug: 'kinkajou-three', is_published: true },
    })
    for (const [collection, id] of [
      ['articles', due.id],
      ['articles', recent.id],
      ['pr-links', link.id],
      ['pmses', lonelyPms.id],
    ] as const)
      await trash(collection, id)
    const back = (table: string, id: number, days: number) =>
      local.sql(`UPDATE ${table} SET deleted_at = now() - make_interval(days => $2) WHERE id = $1`, [id, days])
    await back('articles', due.id, 31)
    await back('articles', recent.id, 29)
    await back('pr_links', link.id, 31)
    await back('pmses', lonelyPms.id, 31)
    expect(await app.purge.somethingDue(payload, 30)).toBe(true)

    const outcome = await app.purge.purgeTrash(payload, 30)
    expect(outcome).toEqual({ purged: { articles: 1, 'pr-links': 1, pmses: 1 }, kept: [] })
    expect(await local.sql(`SELECT id FROM articles WHERE id = ANY($1)`, [[due.id, recent.id]])).toEqual([
      { id: recent.id },
    ])
    expect(await local.sql(`SELECT id FROM _articles_v WHERE parent_id = $1`, [due.id])).toEqual([])
    expect(await local.sql(`SELECT id FROM _pmses_v WHERE parent_id = $1`, [lonelyPms.id])).toEqual([])
    expect(await local.sql(`SELECT id FROM pr_links WHERE id = $1`, [link.id])).toEqual([])
    expect(await app.purge.somethingDue(payload, 30)).toBe(false)
    // A second run finds nothing more to do.
    expect(await app.purge.purgeTrash(payload, 30)).toEqual({ purged: {}, kept: [] })
  })

  it('keeps a PMS profile that an article still in the trash names, and says so', async () => {
    const pms = await payload.create({
      collection: 'pmses',
      data: { name: 'Kinkajou Four', slug: 'kinkajou-four', is_published: true },
    })
    const article = await createArticle(
      payload,
      { pms, author: parents.author },
      { title: 'Kinkajou four', slug: 'four', body: 'Kinkajous.' },
    )
    await trash('articles', article.id)
    await trash('pmses', pms.id)
    await local.sql(`UPDATE pmses SET deleted_at = now() - interval '40 days' WHERE id = $1`, [pms.id])
    const outcome = await app.purge.purgeTrash(payload, 30)
    expect(outcome.purged).toEqual({})
    expect(outcome.kept).toEqual([{ collection: 'pmses', id: pms.id, reason: 'an article or PR link still names it' }])
    // Its article, kept in the trash, still has its PMS, and goes once due; then the PMS profile goes too.
    expect(await local.sql(`SELECT pms_id FROM articles WHERE id = $1`, [article.id])).toEqual([{ pms_id: pms.id }])
    await local.sql(`UPDATE articles SET deleted_at = now() - interval '40 days' WHERE id = $1`, [article.id])
    expect(await app.purge.purgeTrash(payload, 30)).toEqual({ purged: { articles: 1, pmses: 1 }, kept: [] })
    expect(await local.sql(`SELECT id FROM pmses WHERE id = $1`, [pms.id])).toEqual([])
  })
})
