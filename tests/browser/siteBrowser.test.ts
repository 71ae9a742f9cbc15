/**
 * The public pages in a real browser (Debian Chromium) at a desktop and a phone width: they render, lay out
 * without horizontal scrolling, log no console errors, and leave screenshots in test-results/site/ for a person
 * to look at.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { useBrowser } from '../helpers/browser'

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/site')
const app = useApp({ database: 'seeded' })
const browser = useBrowser()
let articlePath: string

beforeAll(async () => {
  const rows = await app.sql(`SELECT a.slug, p.slug AS pms FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.featured_image IS NOT NULL ORDER BY a.published_at DESC LIMIT 1`)
  articlePath = `/${rows[0].pms}/${rows[0].slug}`
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
})

const widths = [
  ['desktop', 1280, 900],
  ['phone', 390, 844],
] as const

describe.each(widths)('at %s width', (name, width, height) => {
  it.each([
    ['home', () => '/'],
    ['pms-hub', () => '/harbor-pms'],
    ['article', () => articlePath],
  ])('renders the %s page without console errors or sideways scrolling', async (page, pathOf) => {
    const context = await browser().newContext({ viewport: { width, height } })
    const tab = await context.newPage()
    const errors: string[] = []
    tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    tab.on('pageerror', (error) => errors.push(error.message))
    tab.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`))
    const response = await tab.goto(`${app.url}${pathOf()}`, { waitUntil: 'load' })
    expect(response?.status()).toBe(200)
    await expect(tab.locator('h1').first().isVisible()).resolves.toBe(true)
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    if (page === 'article') {
      const image = tab.locator('.article-image img')
      await expect(image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true)
    }
    await tab.screenshot({ path: path.join(SCREENSHOTS, `${page}-${name}.png`), fullPage: true })
    expect(errors).toEqual([])
    await context.close()
  })
})
