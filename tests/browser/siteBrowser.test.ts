/**
 * The public pages in a real browser (Debian Chromium) at a desktop and a phone width, in light and dark mode: every
 * page type renders, lays out without horizontal scrolling, loads its pictures from `srcset`, logs no console
 * errors and runs no script, and leaves a screenshot in test-results/site/ for a person to look at.
 */
import type { BrowserContext, ConsoleMessage, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type EmbedProviders, startEmbedProviders } from '../fakes/embedProviders'
import { useApp } from '../helpers/appFixture'
import { keepScreenshot, useBrowser } from '../helpers/browser'

// A stand-in on loopback for the video player's host (youtube-nocookie.com), so the browser's requests to it are seen.
let player: EmbedProviders
beforeAll(async () => {
  player = await startEmbedProviders()
})
afterAll(() => player?.close())

const app = useApp({ database: 'seeded', env: () => ({ EMBED_TEST_ORIGINS: player.standIns }) })
const browser = useBrowser()
const paths: Record<string, string> = {}

beforeAll(async () => {
  const [article] = await app.sql(
    `SELECT a.slug, p.slug AS pms FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.image_id IS NOT NULL AND a.is_published ORDER BY a.published_at DESC LIMIT 1`,
  )
  const [comparison] = await app.sql(
    `SELECT c.slug FROM comparisons c WHERE c.is_published ORDER BY (SELECT count(*) FROM comparisons_rels r WHERE r.parent_id = c.id) DESC, c.id LIMIT 1`,
  )
  const [category] = await app.sql(`SELECT slug FROM categories ORDER BY id LIMIT 1`)
  const [author] = await app.sql(`SELECT slug FROM authors ORDER BY id LIMIT 1`)
  // The demo's tag that most published articles carry (docs/decisions/070-tags.md).
  const [tag] = await app.sql(
    `SELECT t.slug FROM tags t JOIN articles_rels r ON r.tags_id = t.id AND r.path = 'tags' JOIN articles a ON a.id = r.parent_id
     WHERE a.is_published GROUP BY t.id ORDER BY count(*) DESC, t.id LIMIT 1`,
  )
  // The demo's tag and PMS that most published articles share: a search narrowed by both (docs/decisions/075).
  const [narrowed] = await app.sql(
    `SELECT t.slug AS tag, p.slug AS pms FROM tags t JOIN articles_rels r ON r.tags_id = t.id AND r.path = 'tags'
       JOIN articles a ON a.id = r.parent_id JOIN pmses p ON p.id = a.pms_id
     WHERE a.is_published AND p.is_published GROUP BY t.id, p.id ORDER BY count(*) DESC, t.id, p.id LIMIT 1`,
  )
  const [term] = await app.sql(`SELECT slug FROM glossary_terms WHERE is_published ORDER BY id LIMIT 1`)
  // The demo article with a video and a post embedded (src/features/seed/content/articlesB.ts).
  const [embedding] = await app.sql(
    `SELECT a.slug, p.slug AS pms FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published AND jsonb_array_length(a.embeds) > 0 ORDER BY a.id LIMIT 1`,
  )
  Object.assign(paths, {
    home: '/',
    news: '/news',
    directory: '/directory',
    'pms-hub': '/harbor-pms',
    article: `/${article.pms}/${article.slug}`,
    'article-embeds': `/${embedding.pms}/${embedding.slug}`,
    comparisons: '/compare',
    comparison: `/compare/${comparison.slug}`,
    category: `/categories/${category.slug}`,
    author: `/authors/${author.slug}`,
    tag: `/tags/${tag.slug}`,
    glossary: '/glossary',
    'glossary-term': `/glossary/${term.slug}`,
    search: '/search?q=channel+manager',
    'search-nothing': '/search?q=zzzzqqq',
    // As the search form sends it: every filter, "any" empty.
    'search-filtered': `/search?q=&tag=${narrowed.tag}&pms=${narrowed.pms}&category=`,
    subscribe: '/subscribe',
    'not-found': '/harbor-pms/no-such-story',
  })
})

const PAGES = [
  'home',
  'news',
  'directory',
  'pms-hub',
  'article',
  'article-embeds',
  'comparisons',
  'comparison',
  'category',
  'author',
  'tag',
  'glossary',
  'glossary-term',
  'search',
  'search-nothing',
  'search-filtered',
  'subscribe',
  'not-found',
] as const

const VIEWPORTS = [
  ['desktop', 1366, 900],
  ['phone', 390, 844],
] as const

/** Loads `page` in `tab`, returning what went wrong on the way: console errors, uncaught exceptions, failed requests. */
async function visit(tab: Page, page: (typeof PAGES)[number]) {
  const errors: string[] = []
  const onConsole = (message: ConsoleMessage) =>
    message.type() === 'error' && !/status of 404/.test(message.text()) && errors.push(message.text())
  const onPageError = (error: Error) => errors.push(error.message)
  const onResponse = (response: Response) =>
    response.status() >= 400 &&
    response.url() !== `${app.url}${paths[page]}` &&
    errors.push(`${response.status()} ${response.url()}`)
  tab.on('console', onConsole).on('pageerror', onPageError).on('response', onResponse)
  try {
    const response = await tab.goto(`${app.url}${paths[page]}`, { waitUntil: 'load' })
    expect(response?.status()).toBe(page === 'not-found' ? 404 : 200)
    // Every picture, lazy ones too, loaded: for the checks, and before the next page's listeners.
    await tab.evaluate(async () => {
      for (const image of document.images) image.loading = 'eager'
      await Promise.all(
        [...document.images].map((image) =>
          image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
        ),
      )
    })
    return errors
  } finally {
    tab.off('console', onConsole).off('pageerror', onPageError).off('response', onResponse)
  }
}

/** What holds on every page in either scheme: one heading, no script, no sideways scrolling, pictures from srcset. */
async function checkLayout(tab: Page, page: (typeof PAGES)[number], viewportName: string) {
  await expect(tab.locator('h1').first().count()).resolves.toBe(1)
  // Public pages ship no client JavaScript.
  await expect(tab.locator('script:not([type="application/ld+json"])').count()).resolves.toBe(0)
  const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const images = await tab.evaluate(() =>
    [...document.images]
      .filter((image) => image.getClientRects().length > 0)
      .map((image) => ({
        srcset: image.srcset,
        loaded: image.complete && image.naturalWidth > 0,
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
      })),
  )
  for (const image of images)
    expect(image).toMatchObject({
      srcset: expect.stringMatching(/ \d+w/),
      loaded: true,
      width: expect.any(String),
      height: expect.any(String),
    })
  if (['home', 'news', 'article', 'article-embeds', 'pms-hub'].includes(page)) expect(images.length).toBeGreaterThan(0)
  if (page === 'comparison') {
    // Every PMS of the comparison is named in full where it can be seen.
    const names = await tab.evaluate(() =>
      [...document.querySelectorAll('.compare-wide thead a, .compare-stacked h2 a')]
        .filter((name) => name.getClientRects().length > 0)
        .map((name) => {
          const box = name.getBoundingClientRect()
          return {
            text: name.textContent,
            whole:
              box.left >= 0 &&
              box.right <= document.documentElement.clientWidth &&
              name.scrollWidth <= name.clientWidth + 1,
          }
        }),
    )
    expect(names.length).toBeGreaterThanOrEqual(2)
    for (const name of names) expect(name).toMatchObject({ whole: true })
  }
  if (viewportName === 'phone') {
    // One row of header on a phone.
    const header = await tab.locator('.site-header').boundingBox()
    expect(header!.height).toBeLessThanOrEqual(72)
  }
}

describe.each(VIEWPORTS)('at %s width', (viewportName, width, height) => {
  // One tab for the eighteen pages, each loaded once and looked at in both schemes: a tab per page cost Chromium a
  // renderer's start and a window's, and a load per scheme twice the loads (docs/performance.md).
  let context: BrowserContext
  let tab: Page
  beforeAll(async () => {
    context = await browser().newContext({ viewport: { width, height } })
    tab = await context.newPage()
  })
  afterAll(() => context.close())

  it.each(PAGES)(
    'renders the %s page in light and dark mode: no console error, no script, no sideways scrolling, pictures from srcset',
    async (page) => {
      await tab.emulateMedia({ colorScheme: 'light' })
      const errors = await visit(tab, page)
      for (const scheme of ['light', 'dark'] as const) {
        await tab.emulateMedia({ colorScheme: scheme })
        // The page follows the reader's scheme.
        const background = await tab.evaluate(() => getComputedStyle(document.body).backgroundColor)
        const [r = 0, g = 0, b = 0] = background.match(/\d+/g)!.map(Number)
        expect((r + g + b) / 3 > 128).toBe(scheme === 'light')
        await checkLayout(tab, page, viewportName)
        await keepScreenshot(tab, `site/${page}-${viewportName}-${scheme}`)
      }
      expect(errors).toEqual([])
    },
  )
})

describe('a video embed', () => {
  it('asks nobody but us until its poster is pressed, its thumbnail included, then loads the player', async () => {
    const context = await browser().newContext({ viewport: { width: 1366, height: 900 } })
    const tab = await context.newPage()
    const asked: string[] = []
    context.on('request', (request) => asked.push(request.url()))
    await tab.goto(`${app.url}${paths['article-embeds']}`, { waitUntil: 'load' })
    const poster = tab.locator('.embed-video summary')
    await poster.scrollIntoViewIfNeeded()
    // The poster's thumbnail (docs/decisions/076-video-thumbnails.md), lazy, has loaded once in view: from our origin.
    const thumbnail = tab.locator('.embed-video summary img.embed-thumb')
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      new RegExp(`^${app.url}/media/embeds/[a-z0-9-]+\\.webp$`),
    )
    // The page and its own files have loaded, the poster is in view: no request has gone to anyone but us.
    await expect(poster.isVisible()).resolves.toBe(true)
    await expect(tab.locator('.embed-post blockquote').isVisible()).resolves.toBe(true)
    expect(asked.filter((url) => !url.startsWith(`${app.url}/`))).toEqual([])
    expect(player.requests.filter((request) => request.path.startsWith('/embed/'))).toEqual([])
    await poster.click()
    await expect
      .poll(() => player.requests.filter((request) => request.path.startsWith('/embed/')).map((r) => r.path))
      .toEqual(['/embed/Tw8dR3mPq0s?autoplay=1'])
    await expect
      .poll(() => tab.frames().some((frame) => frame.url() === `${player.url}/embed/Tw8dR3mPq0s?autoplay=1`))
      .toBe(true)
    await keepScreenshot(tab, 'site/article-embeds-played-desktop-light', { fullPage: false })
    await context.close()
  })
})

describe('the search filters', () => {
  it('narrow a search without script, keep its words, and each filter in force drops with one link', async () => {
    const context = await browser().newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false })
    const tab = await context.newPage()
    await tab.goto(`${app.url}/search?q=channel+manager`)
    const tag = new URL(`${app.url}${paths['search-filtered']}`).searchParams.get('tag')!
    await tab.getByLabel('Tag', { exact: true }).selectOption(tag)
    await tab.locator('.search-form button[type="submit"]').click()
    await tab.waitForURL((url) => url.searchParams.get('tag') === tag)
    expect(new URL(tab.url()).searchParams.get('q')).toBe('channel manager')
    await expect(tab.locator('#search-page-q').inputValue()).resolves.toBe('channel manager')
    const chip = tab.locator('.search-active-filters a')
    await expect(chip.count()).resolves.toBe(1)
    await expect(chip.textContent()).resolves.toMatch(/^Remove the filter Tag: .+×$/)
    await chip.click()
    await tab.waitForURL(`${app.url}/search?q=channel+manager`)
    await expect(tab.locator('.search-active-filters').count()).resolves.toBe(0)
    await context.close()
  })
})

describe('the topics', () => {
  it('open from the header without script and lead to a category', async () => {
    const context = await browser().newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false })
    const tab = await context.newPage()
    await tab.goto(`${app.url}/`)
    await tab.locator('.topics-menu > summary').click()
    const first = tab.locator('.topics-menu li a').first()
    await expect(first.isVisible()).resolves.toBe(true)
    await keepScreenshot(tab, 'site/topics-open-desktop-light', { fullPage: false })
    const name = await first.textContent()
    await first.click()
    await tab.waitForURL(/\/categories\//)
    await expect(tab.locator('h1').textContent()).resolves.toBe(name)
    await context.close()
  })
})

describe('the phone menu', () => {
  it('opens without script and leads to every section', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
    const tab = await context.newPage()
    await tab.goto(`${app.url}/`)
    await expect(tab.locator('.site-nav').isVisible()).resolves.toBe(false)
    await tab.locator('.site-menu > summary').click()
    const links = tab.locator('.site-menu-panel a')
    const topics = (await app.sql(`SELECT name FROM categories ORDER BY name, id`)).map((row) => row.name)
    await expect(links.allTextContents()).resolves.toEqual([
      'News',
      'PMS directory',
      'Comparisons',
      'Glossary',
      'Newsletter',
      ...topics,
    ])
    await links.nth(1).click()
    await tab.waitForURL(`${app.url}/directory`)
    await expect(tab.locator('h1').textContent()).resolves.toBe('PMS directory')
    await context.close()
  })
})
