/**
 * One rule of what the public sees (src/ground/db/publicVisibility.ts), whichever way a reader reaches it: SQL (the
 * sitemap, llms.txt, search, the publishing jobs) or Payload queries (the RSS feed, the article lists, the article
 * page, whose loader both its HTML and its markdown answer use, the PMS directory). Each is asked about the same
 * articles and PMS profiles (a draft, one scheduled for the future, one of an unpublished PMS, a deleted one, an
 * undated one) and must name exactly the public ones; then about an unpublished glossary term and comparison.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createArticle } from '../helpers/fixtures'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

const BASE = 'https://news.example'

let local: LocalPayload
let payload: Payload
// The app's modules read the environment that startLocalPayload sets, so they are imported after it.
let app: {
  sitemap: typeof import('../../src/features/discovery/sitemap')
  llmsTxt: typeof import('../../src/features/discovery/llmsTxt')
  stream: typeof import('../../src/content/articles/publishedArticleStream')
  search: typeof import('../../src/features/search/searchContent')
  searchQuery: typeof import('../../src/features/search/searchQuery')
  feed: typeof import('../../src/features/site/loaders/loadFeedArticles')
  summaries: typeof import('../../src/content/articles/articleSummaries')
  articlePage: typeof import('../../src/features/site/pages/article/load')
  directory: typeof import('../../src/features/site/loaders/loadPmsDirectory')
  publishTasks: typeof import('../../src/features/publishing/publishTasks')
  drizzleOf: typeof import('../../src/ground/db/adapter').drizzleOf
}
let ids: { visiblePms: number; hiddenPms: number; author: number }
/** Every article written, public or not: its path and id. */
const written = new Map<string, number>()

const pathOf = (url: string) => url.replace(BASE, '')

/** The site paths the whole of /llms.txt links to. */
async function llmsTxtPaths(): Promise<string[]> {
  let text = ''
  for await (const chunk of app.llmsTxt.llmsTxt(payload, {
    baseUrl: BASE,
    readsPerMinute: 60,
    aiUse: { search: true, aiInput: true, aiTrain: false },
  }))
    text += chunk
  return [...text.matchAll(/\]\((https:\/\/news\.example\/[^)\s]*)\)/g)].map((match) => pathOf(match[1]!))
}

/** What a publishing task says when it leaves an article alone: it is not public, or not there at all. */
const LEFT_ALONE = ['not published', 'the article no longer exists']

/** The article paths and PMS hub paths each public surface lists. */
async function whatEachSurfaceShows(): Promise<Record<string, string[]>> {
  const sitemap = [...(await app.sitemap.rootSitemap(payload, BASE)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    pathOf(match[1]!),
  )
  const llms = await llmsTxtPaths()
  const stream: string[] = []
  for await (const entry of app.stream.publishedArticlesNewestFirst(payload))
    stream.push(`/${entry.pmsSlug}/${entry.slug}`)
  const search = await app.search.searchContent(payload, app.searchQuery.parseSearchQuery('quetzal'), 1, 50)
  const feed = await app.feed.loadFeedArticles(payload, BASE, 50)
  const lists = await app.summaries.loadArticleSummaries(payload, {}, BASE, 1, 50)
  const pages: string[] = []
  const published: string[] = []
  for (const [path, id] of written) {
    const [, pmsSlug, articleSlug] = path.split('/')
    if (await app.articlePage.loadArticlePage(payload, pmsSlug!, articleSlug!, BASE)) pages.push(path)
    // A publishing task sends nothing anywhere for an article that is not public.
    const summary = app.publishTasks.summaryTask.handler as (args: {
      input: unknown
      req: PayloadRequest
    }) => Promise<{ output: { message: string } }>
    const run = await summary({ input: { articleId: id }, req: { payload } as PayloadRequest })
    if (!LEFT_ALONE.includes(run.output.message)) published.push(path)
  }
  const directory = await app.directory.loadPmsDirectory(payload, BASE)
  // Both PMS slugs start with quetzal-: the sitemap's listings (/authors/…) and indexes are left out.
  const articles = (paths: string[]) => paths.filter((path) => /^\/quetzal-[^/]+\/[^/]+$/.test(path)).sort()
  const hubs = (paths: string[]) => paths.filter((path) => /^\/quetzal-[^/]+$/.test(path)).sort()
  return {
    'sitemap articles': articles(sitemap),
    // llms.txt links each article by its permanent .md URL.
    'llms.txt articles': articles(llms.filter((path) => path.endsWith('.md')).map((path) => path.slice(0, -3))),
    'llms.txt stream': articles(stream),
    'article count': [String(await app.stream.countPublishedArticles(payload))],
    'search articles': articles(search.hits.filter((hit) => hit.type === 'article').map((hit) => hit.path)),
    feed: articles(feed.map((item) => pathOf(item.url))),
    'article lists': articles(lists.articles.map((item) => pathOf(item.url))),
    'article list count': [String(lists.totalDocs)],
    'article pages': articles(pages),
    'publishing jobs': articles(published),
    'sitemap hubs': hubs(sitemap),
    'llms.txt hubs': hubs(llms),
    'search hubs': hubs(search.hits.filter((hit) => hit.type === 'pms').map((hit) => hit.path)),
    'PMS directory': hubs(directory.map((entry) => pathOf(entry.url))),
  }
}

const expectEverySurface = (shown: Record<string, string[]>, articles: string[], hubs: string[]) =>
  expect(shown).toEqual({
    'sitemap articles': articles,
    'llms.txt articles': articles,
    'llms.txt stream': articles,
    'article count': [String(articles.length)],
    'search articles': articles,
    feed: articles,
    'article lists': articles,
    'article list count': [String(articles.length)],
    'article pages': articles,
    'publishing jobs': articles,
    'sitemap hubs': hubs,
    'llms.txt hubs': hubs,
    'search hubs': hubs,
    'PMS directory': hubs,
  })

/** An article written around the hooks, as an import or a repair by hand would. */
async function insertArticle(slug: string, publishedAt: ReturnType<typeof sql>) {
  const { rows } = await app.drizzleOf(payload).execute(sql`
    INSERT INTO articles (title, slug, body, pms_id, author_id, is_published, published_at, updated_at, created_at)
    VALUES (${`Quetzal ${slug}`}, ${slug}, 'Quetzal birds seen near the lobby.', ${ids.visiblePms}, ${ids.author}, true, ${publishedAt}, now(), now())
    RETURNING id`)
  written.set(`/quetzal-visible/${slug}`, (rows[0] as { id: number }).id)
}

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  app = {
    sitemap: await import('../../src/features/discovery/sitemap'),
    llmsTxt: await import('../../src/features/discovery/llmsTxt'),
    stream: await import('../../src/content/articles/publishedArticleStream'),
    search: await import('../../src/features/search/searchContent'),
    searchQuery: await import('../../src/features/search/searchQuery'),
    feed: await import('../../src/features/site/loaders/loadFeedArticles'),
    summaries: await import('../../src/content/articles/articleSummaries'),
    articlePage: await import('../../src/features/site/pages/article/load'),
    directory: await import('../../src/features/site/loaders/loadPmsDirectory'),
    publishTasks: await import('../../src/features/publishing/publishTasks'),
    drizzleOf: (await import('../../src/ground/db/adapter')).drizzleOf,
  }
  const visiblePms = await payload.create({
    collection: 'pmses',
    data: { name: 'Quetzal Visible PMS', slug: 'quetzal-visible', is_published: true },
  })
  const hiddenPms = await payload.create({
    collection: 'pmses',
    data: { name: 'Quetzal Hidden PMS', slug: 'quetzal-hidden', is_published: false },
  })
  const author = await payload.create({ collection: 'authors', data: { name: 'Quetzal Writer' } })
  ids = { visiblePms: visiblePms.id, hiddenPms: hiddenPms.id, author: author.id }
})

afterAll(async () => {
  await local?.close()
})

describe('what the public sees', () => {
  it('is the same everywhere: the published article of a published PMS, not a draft, an article of an unpublished PMS, a scheduled or a deleted one', async () => {
    const story = async (pms: { id: number; slug: string }, slug: string, data: Record<string, unknown>) => {
      const article = await createArticle(
        payload,
        { pms, author: { id: ids.author } },
        { title: `Quetzal ${slug}`, slug, body: 'Quetzal birds seen near the lobby.', ...data },
      )
      written.set(`/${pms.slug}/${slug}`, article.id)
      return article
    }
    const visible = { id: ids.visiblePms, slug: 'quetzal-visible' }
    await story(visible, 'public-story', { is_published: true })
    await story(visible, 'draft-story', { is_published: false })
    await story({ id: ids.hiddenPms, slug: 'quetzal-hidden' }, 'hidden-pms-story', { is_published: true })
    // Publishing with a future date schedules instead: the article stays unpublished until its date.
    expect(
      await story(visible, 'scheduled-story', { is_published: true, published_at: '2099-01-01T09:00:00.000Z' }),
    ).toMatchObject({ is_published: false, scheduled: true })
    // Published, then deleted: gone from every surface, though the path was once public.
    const deleted = await story(visible, 'deleted-story', { is_published: true })
    await payload.delete({ collection: 'articles', id: deleted.id })

    expectEverySurface(await whatEachSurfaceShows(), ['/quetzal-visible/public-story'], ['/quetzal-visible'])
  })

  it('needs a publication date, and does not compare it with the clock', async () => {
    // Only writes around the hooks can make these (publishing stamps the date, and a future date schedules).
    await insertArticle('undated-story', sql`NULL`)
    await insertArticle('early-story', sql`now() + interval '1 day'`)

    expectEverySurface(
      await whatEachSurfaceShows(),
      ['/quetzal-visible/early-story', '/quetzal-visible/public-story'],
      ['/quetzal-visible'],
    )
  })
})

describe('what the public sees of glossary terms and comparisons', () => {
  it('is the published ones only, in llms.txt, the sitemap and search', async () => {
    const term = (slug: string, is_published: boolean) =>
      payload.create({
        collection: 'glossary-terms',
        data: { term: `Quetzal ${slug}`, slug, short_definition: 'Quetzal birds in the lobby.', is_published },
      })
    const comparison = (slug: string, is_published: boolean) =>
      payload.create({
        collection: 'comparisons',
        data: {
          title: `Quetzal ${slug}`,
          slug,
          pmses: [ids.visiblePms, ids.hiddenPms],
          body: 'Quetzal birds in the lobby.',
          is_published,
        },
      })
    await term('quetzal-public-term', true)
    await term('quetzal-hidden-term', false)
    await comparison('quetzal-public-comparison', true)
    await comparison('quetzal-hidden-comparison', false)

    const ours = (paths: string[]) => paths.filter((path) => /^\/(glossary|compare)\/quetzal-/.test(path)).sort()
    const llms = await llmsTxtPaths()
    const sitemap = [...(await app.sitemap.rootSitemap(payload, BASE)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      pathOf(match[1]!),
    )
    const search = await app.search.searchContent(payload, app.searchQuery.parseSearchQuery('quetzal'), 1, 50)
    const shown = ['/compare/quetzal-public-comparison', '/glossary/quetzal-public-term']
    expect({
      'llms.txt': ours(llms),
      sitemap: ours(sitemap),
      search: ours(search.hits.map((hit) => hit.path)),
    }).toEqual({ 'llms.txt': shown, sitemap: shown, search: shown })
  })
})
