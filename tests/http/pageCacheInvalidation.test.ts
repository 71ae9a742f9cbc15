/**
 * Targeted page-cache invalidation over real HTTP (docs/decisions/029-targeted-page-cache-invalidation.md): one test
 * per dependency rule. Every page below is kept first (each answers `X-Cache: HIT`); then one change is made through
 * the cockpit's REST API, and the next read of each page shows which were dropped (MISS) and which were kept (HIT).
 * No jobs run here, so nothing but the change itself touches the cache.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { startAppServer } from '../helpers/appServer'
import type { CmsRequest } from '../helpers/cockpitSession'
import { insertArticle, insertAuthor, insertCategory, insertPms } from '../helpers/content'

const PAGES = {
  articleA: '/alpha-pms/story-a',
  articleAMarkdown: '/alpha-pms/story-a.md',
  /** Lists story A as related. */
  articleB: '/beta-pms/story-b',
  articleC: '/beta-pms/story-c',
  hubAlpha: '/alpha-pms',
  hubBeta: '/beta-pms',
  categoryNews: '/categories/news',
  categoryGuides: '/categories/guides',
  authorAda: '/authors/ada',
  authorBo: '/authors/bo',
  home: '/',
  news: '/news',
  /** An article's corrections and updates (docs/decisions/073-corrections.md): any change of one may change it. */
  corrections: '/corrections',
  directory: '/directory',
  feed: '/feed',
  sitemap: '/sitemap.xml',
  sitemapPages: '/sitemaps/pages.xml',
  sitemapNews: '/sitemap-news.xml',
  /** The sitemap of article ids 1–2,000: stories A, B and C. */
  sitemapArticlesLow: '/sitemaps/articles-1.xml',
  /** The sitemap of article ids 2,001–4,000: story D. */
  sitemapArticlesHigh: '/sitemaps/articles-2.xml',
  llmsTxt: '/llms.txt',
  /** The newest articles whole: every change to an article may change it. */
  llmsFullTxt: '/llms-full.txt',
  search: '/search?q=story',
  glossary: '/glossary',
  term: '/glossary/folio',
  comparisons: '/compare',
  comparison: '/compare/alpha-vs-beta',
  apiDocs: '/docs/api',
} as const
type Page = keyof typeof PAGES

/** What every change to a published article drops besides its own pages and listings. */
const ARTICLE_LISTS: Page[] = [
  'home',
  'news',
  'corrections',
  'directory',
  'feed',
  'sitemap',
  'sitemapPages',
  'sitemapNews',
  'llmsTxt',
  'llmsFullTxt',
  'search',
]

let cms: CmsRequest
const ids: Record<string, number> = {}

const app = useApp({
  env: { JOBS_IN_APP: 'false' },
  arrange: async (sql) => {
    ids.alpha = await insertPms(sql, { name: 'Alpha PMS', slug: 'alpha-pms' })
    ids.beta = await insertPms(sql, { name: 'Beta PMS', slug: 'beta-pms' })
    ids.news = await insertCategory(sql, { name: 'News', slug: 'news' })
    ids.guides = await insertCategory(sql, { name: 'Guides', slug: 'guides' })
    ids.ada = await insertAuthor(sql, { name: 'Ada', slug: 'ada' })
    ids.bo = await insertAuthor(sql, { name: 'Bo', slug: 'bo' })
    ids.a = await insertArticle(sql, {
      title: 'Story A',
      slug: 'story-a',
      pms_id: ids.alpha,
      category_id: ids.news,
      author_id: ids.ada,
    })
    ids.b = await insertArticle(sql, {
      title: 'Story B',
      slug: 'story-b',
      pms_id: ids.beta,
      category_id: ids.guides,
      author_id: ids.bo,
    })
    ids.c = await insertArticle(sql, {
      title: 'Story C',
      slug: 'story-c',
      pms_id: ids.beta,
      category_id: ids.guides,
      author_id: ids.bo,
    })
    ids.d = await insertArticle(sql, {
      id: 2001,
      title: 'Story D',
      slug: 'story-d',
      pms_id: ids.beta,
      category_id: ids.guides,
      author_id: ids.bo,
    })
    await sql('INSERT INTO article_related (article_id, position, related_id, similarity) VALUES ($1, 0, $2, 0.9)', [
      ids.b,
      ids.a,
    ])
  },
})

const xCache = async (baseUrl: string, path: string) => {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: path.endsWith('.md') ? { accept: 'text/markdown' } : {},
  })
  await response.arrayBuffer()
  return response.headers.get('x-cache')
}

/** Reads every page until each is answered from the cache (a write's own pages wait for its NOTIFY). */
async function keepEveryPage(baseUrl = app.url) {
  await expect
    .poll(
      async () => {
        const missed: Page[] = []
        for (const page of Object.keys(PAGES) as Page[])
          if ((await xCache(baseUrl, PAGES[page])) !== 'HIT') missed.push(page)
        return missed
      },
      { timeout: 30_000, interval: 200 },
    )
    .toEqual([])
}

/** The pages the next read does not answer from the cache. */
async function droppedPages(baseUrl = app.url): Promise<Page[]> {
  const dropped: Page[] = []
  for (const page of Object.keys(PAGES) as Page[])
    if ((await xCache(baseUrl, PAGES[page])) !== 'HIT') dropped.push(page)
  return dropped.sort()
}

const sorted = (pages: Page[]) => [...new Set(pages)].sort()

beforeAll(async () => {
  ;({ cms } = await app.signInFirstEditor('invalidation-editor@example.com'))
  ids.comparison = (
    await cms('POST', '/comparisons', {
      title: 'Alpha vs Beta',
      slug: 'alpha-vs-beta',
      pmses: [ids.alpha, ids.beta],
      body: 'Side by side.',
      is_published: true,
    })
  ).doc.id
  ids.term = (
    await cms('POST', '/glossary-terms', {
      term: 'Folio',
      slug: 'folio',
      short_definition: 'A guest account.',
      is_published: true,
    })
  ).doc.id
  ids.prLink = (
    await cms('POST', '/pr-links', { title: 'Beta launches', url: 'https://beta.example/news', pms: ids.beta })
  ).doc.id
})

describe('a change drops exactly the pages that show it', () => {
  it('a draft save of a published article drops nothing', async () => {
    await keepEveryPage()
    await cms('PATCH', `/articles/${ids.a}?draft=true&autosave=true`, { title: 'Story A, a draft', _status: 'draft' })
    expect(await droppedPages()).toEqual([])
  })

  it('a save of an article that was not published and still is not drops nothing', async () => {
    const { doc } = await cms('POST', '/articles', {
      title: 'Quiet story',
      slug: 'quiet',
      body: 'Not yet.',
      pms: ids.alpha,
      author: ids.ada,
      is_published: false,
    })
    await keepEveryPage()
    await cms('PATCH', `/articles/${doc.id}`, { title: 'Quiet story, still unpublished' })
    expect(await droppedPages()).toEqual([])
  })

  it('an edit of a published article drops its page and markdown, the pages listing it as related, its hub, category and author, and the lists of articles', async () => {
    await keepEveryPage()
    await cms('PATCH', `/articles/${ids.a}`, { title: 'Story A, edited', _status: 'published' })
    expect(await droppedPages()).toEqual(
      sorted([
        'articleA',
        'articleAMarkdown',
        'articleB',
        'hubAlpha',
        'categoryNews',
        'authorAda',
        'sitemapArticlesLow',
        ...ARTICLE_LISTS,
      ]),
    )
    expect(await (await fetch(`${app.url}${PAGES.articleB}`)).text()).toContain('Story A, edited')
  })

  it('an edit of an article drops the sitemap of its id range and no other', async () => {
    await keepEveryPage()
    await cms('PATCH', `/articles/${ids.d}`, { title: 'Story D, edited', _status: 'published' })
    expect(await droppedPages()).toEqual(
      sorted(['hubBeta', 'categoryGuides', 'authorBo', 'sitemapArticlesHigh', ...ARTICLE_LISTS]),
    )
  })

  it('an article moved to another PMS and category drops the hubs and listings it left and entered', async () => {
    await keepEveryPage()
    await cms('PATCH', `/articles/${ids.c}`, { pms: ids.alpha, category: ids.news, _status: 'published' })
    expect(await droppedPages()).toEqual(
      sorted([
        'articleC',
        'hubAlpha',
        'hubBeta',
        'categoryNews',
        'categoryGuides',
        'authorBo',
        'sitemapArticlesLow',
        ...ARTICLE_LISTS,
      ]),
    )
    expect((await fetch(`${app.url}/alpha-pms/story-c`)).status).toBe(200)
    await cms('PATCH', `/articles/${ids.c}`, { pms: ids.beta, category: ids.guides, _status: 'published' })
  })

  it('a comparison drops itself, the comparisons, the hubs, the home page and the site-wide documents', async () => {
    await keepEveryPage()
    await cms('PATCH', `/comparisons/${ids.comparison}`, { verdict: 'Alpha for groups.' })
    expect(await droppedPages()).toEqual(
      sorted([
        'comparison',
        'comparisons',
        'hubAlpha',
        'hubBeta',
        'home',
        'sitemap',
        'sitemapPages',
        'llmsTxt',
        'search',
      ]),
    )
  })

  it('a glossary term drops the glossary and its term pages, the home page and the site-wide documents', async () => {
    await keepEveryPage()
    await cms('PATCH', `/glossary-terms/${ids.term}`, { short_definition: 'The account of a stay.' })
    expect(await droppedPages()).toEqual(
      sorted(['term', 'glossary', 'home', 'sitemap', 'sitemapPages', 'llmsTxt', 'search']),
    )
  })

  it('a PR link drops the hub of its PMS only', async () => {
    await keepEveryPage()
    await cms('PATCH', `/pr-links/${ids.prLink}`, { title: 'Beta launches a new API' })
    expect(await droppedPages()).toEqual(['hubBeta'])
  })

  it('a PMS drops every page: its name shows on pages of every kind', async () => {
    await keepEveryPage()
    await cms('PATCH', `/pmses/${ids.beta}`, { tagline: 'Cloud PMS for groups' })
    expect(await droppedPages()).toEqual(sorted(Object.keys(PAGES) as Page[]))
  })

  it('a category drops every page: its name shows on article pages and in lists of every kind', async () => {
    await keepEveryPage()
    await cms('PATCH', `/categories/${ids.guides}`, { description: 'How-tos for hoteliers.' })
    expect(await droppedPages()).toEqual(sorted(Object.keys(PAGES) as Page[]))
  })

  it('an article moved to the trash drops its pages, its listings and the lists of articles, as an unpublication does (docs/decisions/066-trash.md)', async () => {
    const { doc } = await cms('POST', '/articles', {
      title: 'Short-lived story',
      slug: 'short-lived',
      body: 'Soon gone.',
      pms: ids.alpha,
      category: ids.news,
      author: ids.ada,
      is_published: true,
      _status: 'published',
    })
    await keepEveryPage()
    // A DELETE moves it to the trash: an update whose dependants are known (no article lists it as related yet), so
    // the other articles' pages stay, where a delete for good could not know which listed it.
    await cms('DELETE', `/articles/${doc.id}`)
    expect(await droppedPages()).toEqual(
      sorted(['hubAlpha', 'categoryNews', 'authorAda', 'sitemapArticlesLow', ...ARTICLE_LISTS]),
    )
  })

  it('another app instance on the same database drops the same pages when it hears the change', async () => {
    // A second instance of the same site, as behind a load balancer.
    const other = await startAppServer({ ...app.env, BASE_URL: app.url })
    try {
      await keepEveryPage(other.url)
      await cms('PATCH', `/articles/${ids.a}`, { title: 'Story A, edited again', _status: 'published' })
      // The NOTIFY reaches the other instance a moment after the commit; its drop is one step.
      await expect.poll(() => xCache(other.url, PAGES.articleA), { timeout: 20_000, interval: 100 }).not.toBe('HIT')
      expect(await droppedPages(other.url)).toEqual(
        sorted([
          'articleAMarkdown',
          'articleB',
          'hubAlpha',
          'categoryNews',
          'authorAda',
          'sitemapArticlesLow',
          ...ARTICLE_LISTS,
        ]),
      )
    } finally {
      await other.stop()
    }
  }, 120_000)
})
