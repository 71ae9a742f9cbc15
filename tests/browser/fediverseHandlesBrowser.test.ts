/**
 * The fediverse handles and "Share on Mastodon" in a real browser (Debian Chromium), at a desktop and a phone width,
 * light and dark (docs/decisions/081-fediverse-handles.md): each handle is seen whole, a click selects it whole with
 * no script, "How to follow" opens, and the share page asks for a server and links to its share form. Screenshots in
 * test-results/fediverse/ for a person to look at.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { keepScreenshot, useBrowser } from '../helpers/browser'

const app = useApp({ database: 'seeded' })
const browser = useBrowser()
let article: string
const host = () => new URL(app.url).host

beforeAll(async () => {
  const [row] = await app.sql(
    `SELECT a.slug FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE p.slug = 'harbor-pms' AND a.is_published
     ORDER BY a.published_at DESC LIMIT 1`,
  )
  article = `/harbor-pms/${row.slug}`
})

/** Clicks the handle's text and answers what the page then has selected, and whether the handle is seen whole. */
async function clickToSelect(tab: Page, selector: string) {
  const code = tab.locator(selector).first()
  await code.scrollIntoViewIfNeeded()
  await code.click()
  const box = (await code.boundingBox())!
  const width = await tab.evaluate(() => document.documentElement.clientWidth)
  return {
    selected: await tab.evaluate(() => window.getSelection()?.toString()),
    whole: box.x >= 0 && box.x + box.width <= width,
  }
}

describe.each([
  ['desktop', 1366, 900],
  ['phone', 390, 844],
] as const)('at %s width', (viewport, width, height) => {
  let context: BrowserContext
  let tab: Page
  beforeAll(async () => {
    context = await browser().newContext({ viewport: { width, height } })
    tab = await context.newPage()
  })
  afterAll(() => context.close())

  it.each(['light', 'dark'] as const)(
    "shows the article's handles at its end and the site's in the footer, each selected whole by a click (%s)",
    async (scheme) => {
      await tab.emulateMedia({ colorScheme: scheme })
      expect((await tab.goto(`${app.url}${article}`))?.status()).toBe(200)
      await expect(tab.locator('script:not([type="application/ld+json"])').count()).resolves.toBe(0)
      const end = '.fediverse-handles .fediverse-handle code'
      expect(await clickToSelect(tab, end)).toEqual({ selected: `@harbor-pms@${host()}`, whole: true })
      await tab.locator('.fediverse-handles details summary').first().click()
      await expect(tab.locator('.fediverse-handles details').first().getAttribute('open')).resolves.toBe('')
      expect(
        await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0)
      await tab.locator('.fediverse-handles').scrollIntoViewIfNeeded()
      await keepScreenshot(tab, `fediverse/article-end-${viewport}-${scheme}`, { fullPage: false })

      expect(await clickToSelect(tab, '.site-footer .fediverse-handle > p code')).toEqual({
        selected: `@news@${host()}`,
        whole: true,
      })
      await keepScreenshot(tab, `fediverse/footer-${viewport}-${scheme}`, { fullPage: false })
    },
  )

  it.each(['light', 'dark'] as const)("shows a PMS's handle on its hub (%s)", async (scheme) => {
    await tab.emulateMedia({ colorScheme: scheme })
    await tab.goto(`${app.url}/harbor-pms`)
    expect(await clickToSelect(tab, 'main .fediverse-handle code')).toEqual({
      selected: `@harbor-pms@${host()}`,
      whole: true,
    })
    await keepScreenshot(tab, `fediverse/pms-hub-${viewport}-${scheme}`, { fullPage: false })
  })

  it.each(['light', 'dark'] as const)(
    'shares on Mastodon: the share link asks for a server, then links to its own share form (%s)',
    async (scheme) => {
      await tab.emulateMedia({ colorScheme: scheme })
      await tab.goto(`${app.url}${article}`)
      await tab.locator('.share a', { hasText: 'Mastodon' }).click()
      await tab.waitForURL(/\/share\?/)
      await tab.locator('#share-server').fill('@me@mastodon.example')
      await tab.locator('.share-form button').click()
      await tab.waitForURL(/server=/)
      const link = tab.locator('.share-page a.button')
      await expect(link.textContent()).resolves.toBe('Write the post on mastodon.example')
      await expect(link.getAttribute('href')).resolves.toMatch(/^https:\/\/mastodon\.example\/share\?text=/)
      await keepScreenshot(tab, `fediverse/share-${viewport}-${scheme}`, { fullPage: false })
    },
  )
})
