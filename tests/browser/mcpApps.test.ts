/**
 * The public MCP server's two MCP Apps views (src/mcp/news/apps/), the article card and the comparison table, rendered
 * the way an MCP Apps host renders them (SEP-1865): the SDK's own AppBridge on a host page, a sandbox proxy on another
 * origin, the view in its sandboxed inner frame (tests/helpers/mcpAppsHost.ts). The tool results are fixtures shaped
 * as the tools send them (src/mcp/news/apps/cardData.ts); the article's picture comes from a loopback server standing
 * for the site. No app server: the views need none. Screenshots at 1366 and 390 px, light and dark, are kept under
 * test-results/mcp-apps/.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import type { CallToolResult } from '@modelcontextprotocol/client'
import type { McpUiStyles } from '@modelcontextprotocol/ext-apps'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { articleCardHtml, articleCardUi } from '../../src/mcp/news/apps/articleCard'
import type { ArticleCardData, ComparisonTableData } from '../../src/mcp/news/apps/cardData'
import { comparisonTableHtml, comparisonTableUi } from '../../src/mcp/news/apps/comparisonTable'
import { demoIllustration, demoIllustrationPng } from '../../src/features/seed/featuredImage'
import { useBrowser } from '../helpers/browser'
import { type HostedView, renderInHost, screenshotHost, stopMcpAppsHost } from '../helpers/mcpAppsHost'

const browser = useBrowser()
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/mcp-apps')
const PICTURE_PATH = '/media/harbor-pms-google-free-booking-links-800x450.webp'
const illustration = demoIllustration('harbor-pms-google-free-booking-links', 'product-updates')

/** The site: the one picture the article has; every request is kept. */
const site = { origin: '', requests: [] as string[], server: undefined as http.Server | undefined }
let context: BrowserContext
let page: Page

beforeAll(async () => {
  const picture = await sharp(await demoIllustrationPng(illustration))
    .resize(800, 450)
    .webp({ quality: 80 })
    .toBuffer()
  site.server = http.createServer((request, response) => {
    site.requests.push(request.url ?? '')
    if (request.url !== PICTURE_PATH) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'image/webp', 'content-length': picture.length }).end(picture)
  })
  await new Promise<void>((resolve) => site.server!.listen(0, '127.0.0.1', resolve))
  site.origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`
  context = await browser().newContext()
  page = await context.newPage()
})

afterAll(async () => {
  await context?.close()
  await stopMcpAppsHost()
  await new Promise((resolve) => site.server?.close(resolve))
})

function articleData(origin: string): ArticleCardData {
  const article = `${origin}/harbor-pms/harbor-pms-google-free-booking-links`
  return {
    article: {
      id: 4211,
      title: 'Harbor PMS connects its booking engine to Google’s free hotel booking links',
      url: article,
      markdown_url: `${article}.md`,
      pms: { name: 'Harbor PMS', url: `${origin}/harbor-pms` },
      author: { name: 'Maya Lindqvist', url: `${origin}/authors/maya-lindqvist` },
      authors: [
        { name: 'Maya Lindqvist', url: `${origin}/authors/maya-lindqvist` },
        { name: 'Jon Berg', url: `${origin}/authors/jon-berg` },
      ],
      category: { name: 'Product updates', url: `${origin}/categories/product-updates` },
      published_at: '2026-11-14T08:30:00.000Z',
      updated_at: '2026-11-14T10:02:00.000Z',
      excerpt:
        'Independent hotels on Harbor PMS can now show their own rates beside the online travel agencies in Google search, without paying a commission on the bookings that come through.',
      summary:
        'Harbor PMS hotels in Portugal, Spain and Italy can list direct rates in Google’s free booking links from this week; the connection is included in the booking engine at no extra charge, and Harbor expects most of its 1,400 properties to switch it on by March.',
      reading_time_minutes: 6,
      image: { url: `${origin}${PICTURE_PATH}`, alt: illustration.description, width: 800, height: 450 },
      body_markdown: 'Harbor PMS said on Thursday that …',
      related: [
        {
          title: 'Harbor PMS adds certified invoicing for Italy’s SDI e-invoicing exchange',
          url: `${origin}/harbor-pms/harbor-pms-sdi-invoicing`,
          markdown_url: `${origin}/harbor-pms/harbor-pms-sdi-invoicing.md`,
          published_at: '2026-10-02T07:00:00.000Z',
        },
        {
          title: 'What Google’s free booking links mean for independent hotels',
          url: `${origin}/harbor-pms/google-free-booking-links-explained`,
          markdown_url: `${origin}/harbor-pms/google-free-booking-links-explained.md`,
          published_at: '2026-09-18T07:00:00.000Z',
        },
        {
          title: 'Harbor PMS vs Roomcraft for boutique hotels',
          url: `${origin}/compare/harbor-pms-vs-roomcraft`,
          markdown_url: `${origin}/compare/harbor-pms-vs-roomcraft.md`,
          published_at: null,
        },
        {
          title: 'A fourth related story the card leaves out',
          url: `${origin}/harbor-pms/a-fourth-story`,
          markdown_url: `${origin}/harbor-pms/a-fourth-story.md`,
          published_at: '2026-08-01T07:00:00.000Z',
        },
      ],
    },
  }
}

function comparisonData(origin: string): ComparisonTableData {
  const page = `${origin}/compare/quartermaster-hms-vs-meridian-hotel-cloud-vs-stayline`
  return {
    comparison: {
      title: 'Quartermaster HMS vs Meridian Hotel Cloud vs Stayline for hotel chains',
      url: page,
      markdown_url: `${page}.md`,
      verdict:
        'Quartermaster HMS fits full-service chains with complex operations, Meridian Hotel Cloud fits large multi-brand groups in Asia Pacific and the Middle East, and Stayline fits North American management companies running select-service portfolios.',
      reviewed_at: '2026-09-28T09:00:00.000Z',
      pmses: [
        {
          name: 'Quartermaster HMS',
          url: `${origin}/quartermaster-hms`,
          markdown_url: `${origin}/quartermaster-hms.md`,
        },
        {
          name: 'Meridian Hotel Cloud',
          url: `${origin}/meridian-hotel-cloud`,
          markdown_url: `${origin}/meridian-hotel-cloud.md`,
        },
        { name: 'Stayline', url: `${origin}/stayline`, markdown_url: `${origin}/stayline.md` },
      ],
      facts: [
        {
          label: 'Vendor',
          values: ['Quartermaster Systems AG', 'Meridian Hospitality Platforms', 'Stayline Technologies Inc.'],
        },
        { label: 'Deployment', values: ['Hybrid', 'Cloud', 'Cloud'] },
        { label: 'Segments', values: ['Chains, Independent hotels', 'Chains', 'Chains, Independent hotels'] },
        { label: 'Pricing', values: ['Perpetual licence', 'On quote', 'Tiered'] },
        { label: 'Founded', values: ['1994', '2012', '2011'] },
        { label: 'Headquarters', values: ['Zurich, Switzerland', 'Singapore', 'Austin, Texas, United States'] },
        { label: 'Typical implementation time', values: ['Four to six months', 'Nine to 12 months', '—'] },
      ],
      capabilities: [
        { label: 'Channel manager', values: [false, true, true] },
        { label: 'Booking engine', values: [false, true, true] },
        { label: 'Revenue management', values: [true, true, true] },
        { label: 'Point of sale', values: [true, true, false] },
        { label: 'Housekeeping', values: [true, true, true] },
        { label: 'Mobile check-in', values: [true, true, true] },
        { label: 'Open API', values: [false, true, true] },
      ],
    },
  }
}

/** A tool result as the tools send it: the text for the model, the structured content for the view. */
const toolResult = (structuredContent: ArticleCardData | ComparisonTableData, text: string): CallToolResult => ({
  content: [{ type: 'text', text }],
  structuredContent: structuredContent as unknown as Record<string, unknown>,
})

const articleResult = (origin = site.origin) =>
  toolResult(articleData(origin), '# Harbor PMS connects its booking engine to Google’s free hotel booking links …')
const comparisonResult = () =>
  toolResult(comparisonData(site.origin), '# Quartermaster HMS vs Meridian Hotel Cloud vs Stayline …')

const renderArticle = (options: Partial<Parameters<typeof renderInHost>[1]> = {}) =>
  renderInHost(page, {
    html: articleCardHtml(site.origin),
    ui: articleCardUi(site.origin),
    toolInput: { id: 4211 },
    toolResult: articleResult(),
    theme: 'light',
    width: 1366,
    ...options,
  })

const renderComparison = (options: Partial<Parameters<typeof renderInHost>[1]> = {}) =>
  renderInHost(page, {
    html: comparisonTableHtml(site.origin),
    ui: comparisonTableUi(site.origin),
    toolInput: { pmses: ['quartermaster-hms', 'meridian-hotel-cloud', 'stayline'] },
    toolResult: comparisonResult(),
    theme: 'light',
    width: 1366,
    ...options,
  })

const textOf = async (view: Frame, selector: string) =>
  (await view.locator(selector).allInnerTexts()).map((t) => t.trim())

/** The view went through the handshake the spec asks for, and reported the height the host then gave its frame. */
async function expectHandshake(hosted: HostedView, name: string) {
  const received = await hosted.received()
  const methods = received.map((message) => message.method)
  expect(received.find((message) => message.method === 'ui/initialize')).toEqual({
    jsonrpc: '2.0',
    id: 1,
    method: 'ui/initialize',
    params: {
      protocolVersion: '2026-01-26',
      appInfo: { name, version: '1.0.0' },
      appCapabilities: { availableDisplayModes: ['inline'] },
    },
  })
  expect(methods.indexOf('ui/notifications/initialized')).toBeGreaterThan(methods.indexOf('ui/initialize'))
  const sizes = received.filter((message) => message.method === 'ui/notifications/size-changed')
  expect(sizes.length).toBeGreaterThan(0)
  const lastHeight = sizes.at(-1)!.params!.height as number
  const shown = await hosted.view.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height))
  expect(lastHeight).toBe(shown)
  expect(await page.evaluate(() => window.testHost.frameHeight())).toBe(shown)
}

/** Nothing wider than the view, and no box whose text runs past its edge. */
const overflowing = (view: Frame) =>
  view.evaluate(() => {
    const found: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`the document (${document.documentElement.scrollWidth}px)`)
    for (const element of document.querySelectorAll<HTMLElement>('#app *')) {
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.display === 'inline' || element.closest('.table-scroll')) continue
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`)
    }
    return found
  })

describe('the article card', () => {
  it('shows the headline, picture, summary, byline, reading time and links of the tool result', async () => {
    const hosted = await renderArticle()
    const { view } = hosted
    const { article } = articleData(site.origin)

    expect(await textOf(view, '.kicker')).toEqual(['PRODUCT UPDATES'])
    expect(await view.locator('.kicker a').getAttribute('href')).toBe(article.category!.url)
    expect(await textOf(view, 'h1')).toEqual([article.title])
    expect(await view.locator('h1 a').getAttribute('href')).toBe(article.url)
    expect(await textOf(view, '.standfirst')).toEqual([article.summary])
    expect(await textOf(view, '.byline')).toEqual(['By Maya Lindqvist and Jon Berg · Harbor PMS · 14 November 2026'])
    expect(await view.locator('.byline a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      ...article.authors.map((author) => author.url),
      article.pms.url,
    ])
    expect(await view.locator('.byline time').getAttribute('datetime')).toBe(article.published_at)
    expect(await textOf(view, '.reading-time')).toEqual(['6 min read'])
    expect(await view.getByRole('link', { name: 'Read on PMS News' }).getAttribute('href')).toBe(article.url)
    expect(await view.getByRole('link', { name: 'Markdown version' }).getAttribute('href')).toBe(article.markdown_url)

    const picture = view.getByRole('img')
    expect(await picture.getAttribute('alt')).toBe(illustration.description)
    expect(
      await picture.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        width: img.naturalWidth,
        height: img.naturalHeight,
      })),
    ).toEqual({ src: article.image!.url, width: 800, height: 450 })
    expect(site.requests).toContain(PICTURE_PATH)

    // Three related stories of the four sent, each a link, dated when it has a date.
    expect(await textOf(view, '.related li')).toEqual([
      'Harbor PMS adds certified invoicing for Italy’s SDI e-invoicing exchange 2 October 2026',
      'What Google’s free booking links mean for independent hotels 18 September 2026',
      'Harbor PMS vs Roomcraft for boutique hotels',
    ])
    expect(await view.locator('.related a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      article.related.slice(0, 3).map((story) => story.url),
    )

    await expectHandshake(hosted, 'pms-news-article-card')
    expect(await hosted.cspViolations()).toEqual([])
    expect(hosted.errors).toEqual([])
  })

  it('asks the host to open a link (ui/open-link) rather than navigating itself', async () => {
    const hosted = await renderArticle()
    const { article } = articleData(site.origin)
    await hosted.view.getByRole('link', { name: 'Read on PMS News' }).click()
    await expect.poll(() => hosted.openedLinks()).toEqual([article.url])
    const asked = (await hosted.received()).filter((message) => message.method === 'ui/open-link')
    expect(asked).toEqual([{ jsonrpc: '2.0', id: 2, method: 'ui/open-link', params: { url: article.url } }])
    // The view is still the card: the click went nowhere else.
    expect(hosted.view.url()).toBe('about:srcdoc')
    expect(await textOf(hosted.view, 'h1')).toEqual([article.title])
    expect(context.pages()).toHaveLength(1)
  })

  it('shows a placeholder while the tool runs, then the result, in the host’s theme as it changes', async () => {
    // The reader's system is light; the host says dark.
    const hosted = await renderArticle({ toolResult: null, theme: 'dark', systemColorScheme: 'light' })
    const { view } = hosted
    const background = () => view.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(await textOf(view, '.placeholder-text')).toEqual(['Fetching the article from PMS News…'])
    expect(await view.locator('#app').getAttribute('aria-busy')).toBe('true')
    expect(await view.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await background()).toBe('rgb(14, 20, 25)')

    await hosted.sendToolResult(articleResult())
    expect(await textOf(view, 'h1')).toEqual([articleData(site.origin).article.title])

    await hosted.setHostContext({ theme: 'light' })
    await expect.poll(() => view.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    expect(await background()).toBe('rgb(255, 255, 255)')
    expect(hosted.errors).toEqual([])
  })

  it('falls back to the excerpt and the date of the last update, and leaves out what the article lacks', async () => {
    const data = articleData(site.origin)
    Object.assign(data.article, {
      summary: null,
      published_at: null,
      category: null,
      reading_time_minutes: null,
      related: [],
    })
    const { view } = await renderArticle({ toolResult: toolResult(data, 'An article') })
    expect(await textOf(view, '.standfirst')).toEqual([data.article.excerpt])
    expect(await textOf(view, '.byline')).toEqual([
      'By Maya Lindqvist and Jon Berg · Harbor PMS · Updated 14 November 2026',
    ])
    expect(await view.locator('.kicker, .reading-time, .related').count()).toBe(0)
  })

  it('says what went wrong when the tool answers with an error', async () => {
    const failed: CallToolResult = {
      isError: true,
      content: [{ type: 'text', text: 'No published article has the id 99.' }],
    }
    const hosted = await renderArticle({ toolResult: failed })
    expect(await textOf(hosted.view, '#app')).toEqual([
      'PMS News could not answer: No published article has the id 99.',
    ])
    expect(hosted.errors).toEqual([])
  })

  it('takes the host’s colours and font when the host sends its style variables', async () => {
    const hosted = await renderArticle({
      theme: 'dark',
      styles: {
        variables: {
          '--color-background-primary': 'light-dark(#faf9f5, #30302e)',
          '--color-text-primary': 'light-dark(#141413, #faf9f5)',
          '--font-sans': '"Liberation Sans", sans-serif',
        } as McpUiStyles,
      },
    })
    expect(
      await hosted.view.evaluate(() => {
        const body = getComputedStyle(document.body)
        return {
          background: body.backgroundColor,
          font: body.fontFamily,
          ink: getComputedStyle(document.querySelector('h1')!).color,
        }
      }),
    ).toEqual({ background: 'rgb(48, 48, 46)', font: '"Liberation Sans", sans-serif', ink: 'rgb(250, 249, 245)' })
  })

  it('shows only the site’s own links and pictures, and shows markup in the data as text', async () => {
    const elsewhere = 'https://elsewhere.example'
    const data = articleData(site.origin)
    const title = '<img src=x onerror="parent.postMessage(1, \'*\')"> Harbor PMS <b>news</b>'
    Object.assign(data.article, {
      title,
      url: `${elsewhere}/phish`,
      image: { url: `${elsewhere}/tracker.png`, alt: 'A tracker', width: 1, height: 1 },
      author: { name: 'Maya Lindqvist', url: 'javascript:alert(1)' },
      authors: [{ name: 'Maya Lindqvist', url: 'javascript:alert(1)' }],
      pms: { name: 'Harbor PMS', url: `${elsewhere}/harbor-pms` },
    })
    data.article.related[0]!.url = `${elsewhere}/related`
    const hosted = await renderArticle({ toolResult: toolResult(data, 'An article') })
    const { view } = hosted

    expect(await textOf(view, 'h1')).toEqual([title])
    expect(await view.locator('h1 a, h1 img, h1 b').count()).toBe(0)
    expect(await view.locator('img').count()).toBe(0)
    const hrefs = await view.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href.startsWith(`${site.origin}/`), href).toBe(true)
    expect(await view.getByRole('link', { name: 'Read on PMS News' }).count()).toBe(0)
    expect(await textOf(view, '.byline')).toEqual(['By Maya Lindqvist · Harbor PMS · 14 November 2026'])
    expect(await view.locator('.related li').count()).toBe(3)
    expect(await hosted.cspViolations()).toEqual([])
  })

  it('is held by its own policy: a script or a picture it did not bring is blocked', async () => {
    const hosted = await renderArticle()
    const elsewhere = site.origin.replace('127.0.0.1', 'localhost')
    await hosted.view.evaluate((picture) => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
      const image = document.createElement('img')
      image.src = picture
      document.body.append(image)
    }, `${elsewhere}/blocked.png`)
    await expect
      .poll(async () => (await hosted.cspViolations()).map((violation) => violation.directive).sort())
      .toEqual(['img-src', 'img-src', 'script-src-elem'])
    expect(await hosted.view.evaluate(() => 'injected' in window)).toBe(false)
    expect(site.requests).not.toContain('/blocked.png')
  })
})

describe('the comparison table', () => {
  it('shows every PMS, fact and capability, yes and no in words, the verdict and the link', async () => {
    const hosted = await renderComparison()
    const { view } = hosted
    const { comparison } = comparisonData(site.origin)

    expect(await textOf(view, 'h1')).toEqual([comparison.title])
    expect(await textOf(view, '.byline')).toEqual(['3 PMSes compared · Last reviewed 28 September 2026'])
    expect(await view.locator('.stacked').isVisible()).toBe(false)
    const table = view.getByRole('table')
    expect(await table.locator('thead th').allInnerTexts()).toEqual([
      'Fact',
      ...comparison.pmses.map((pms) => pms.name),
    ])
    expect(await table.locator('thead a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      comparison.pmses.map((pms) => pms.url),
    )
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())))
    const answer = (yes: boolean) => (yes ? '✓ Yes' : '✕ No')
    expect(rows).toEqual([
      ...comparison.facts.map((row) => [row.label, ...row.values]),
      ['CAPABILITIES'],
      ...comparison.capabilities.map((row) => [row.label, ...row.values.map(answer)]),
    ])
    // The mark is decoration: what a screen reader reads is the word.
    expect(
      await table
        .locator('.mark')
        .evaluateAll((marks) => marks.every((mark) => mark.getAttribute('aria-hidden') === 'true')),
    ).toBe(true)

    expect(await textOf(view, '.verdict h2')).toEqual(['VERDICT'])
    expect(await textOf(view, '.verdict p')).toEqual([comparison.verdict])
    expect(await view.getByRole('link', { name: 'Read the comparison on PMS News' }).getAttribute('href')).toBe(
      comparison.url,
    )
    expect(await view.getByRole('link', { name: 'Markdown version' }).getAttribute('href')).toBe(
      comparison.markdown_url,
    )

    await expectHandshake(hosted, 'pms-news-comparison-table')
    expect(await overflowing(view)).toEqual([])
    expect(await hosted.cspViolations()).toEqual([])
    expect(hosted.errors).toEqual([])
  })

  it('stacks a card per PMS at 390 px, every name and cell whole, nothing scrolled sideways', async () => {
    const hosted = await renderComparison({ width: 390 })
    const { view } = hosted
    const { comparison } = comparisonData(site.origin)

    expect(await view.getByRole('table').isVisible()).toBe(false)
    const cards = await view.locator('.stacked section').evaluateAll((sections) =>
      sections.map((section) => ({
        name: section.querySelector('h2')!.textContent,
        cells: [...section.querySelectorAll('dl > div')].map((pair) => [
          pair.querySelector('dt')!.textContent,
          (pair.querySelector('dd') as HTMLElement).innerText.trim(),
        ]),
      })),
    )
    expect(cards).toEqual(
      comparison.pmses.map((pms, index) => ({
        name: pms.name,
        cells: [
          ...comparison.facts.map((row) => [row.label, row.values[index]]),
          ...comparison.capabilities.map((row) => [row.label, row.values[index] ? '✓ Yes' : '✕ No']),
        ],
      })),
    )
    expect(await overflowing(view)).toEqual([])
    expect(hosted.errors).toEqual([])
  })
})

describe.each([
  { resource: 'article-card', render: renderArticle },
  { resource: 'comparison-table', render: renderComparison },
])('the $resource view', ({ resource, render }) => {
  it.each([
    { width: 1366, theme: 'light' as const },
    { width: 1366, theme: 'dark' as const },
    { width: 390, theme: 'light' as const },
    { width: 390, theme: 'dark' as const },
  ])('fits $width px in $theme, with no error (screenshot)', async ({ width, theme }) => {
    const hosted = await render({ width, theme })
    expect(await hosted.view.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
    expect(await overflowing(hosted.view)).toEqual([])
    expect(await hosted.cspViolations()).toEqual([])
    expect(hosted.errors).toEqual([])
    // PNG rather than keepScreenshot's JPEG: these are few and small, and the views' hairlines and type stay exact.
    await screenshotHost(page, hosted, path.join(SCREENSHOTS, `${resource}-${width}-${theme}.png`))
  })
})
