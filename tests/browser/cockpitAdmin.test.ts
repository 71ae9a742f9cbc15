/**
 * The cockpit as the people who run the newsroom use it (issue 25), in a real browser: the branded sign-in, the
 * dashboard as an admin and as an editor, an API token made and revoked (its secret refused at once), an agent's
 * change in the audit trail followed to its article with the diff; and (issue 62) an editor's redirects, list and
 * edit view, an article moved to the trash, found there and restored, the admin's "Download export" link, and a
 * WordPress export uploaded on the Import page, run by the jobs queue (in the app here) and followed to its report.
 * Screenshots under test-results/cockpit/.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ADMIN, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { cockpitSignedIn, inEveryLook, keepScreenshot, useBrowser } from '../helpers/browser'

const SHOTS = 'cockpit'
// The jobs queue in the app: the import's job runs without a worker process of its own.
const app = useApp({ database: 'seededWithAccounts', env: { JOBS_IN_APP: 'true', JOBS_POLL_INTERVAL_MS: '200' } })
const { sql } = app
const browser = useBrowser()
let articleId = 0
let auditId = 0
let creationAuditId = 0

beforeAll(async () => {
  const [article] = await sql<{ id: number }>(`SELECT id FROM articles WHERE is_published ORDER BY id LIMIT 1`)
  articleId = article!.id
  const [admin] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [ADMIN.email])
  // An agent's edit of the article, as the MCP server records it (src/mcp/audit.ts), and a failed publishing job.
  const [event] = await sql<{ id: number }>(
    `INSERT INTO mcp_audit_events (tool, client_name, client_id, account_id, target_collection, target_id, summary, changes, updated_at, created_at)
     VALUES ('update-article', 'Desk assistant', 'https://desk.example/client.json', $1, 'articles', $2, 'changed body', $3, now(), now()) RETURNING id`,
    [
      admin!.id,
      String(articleId),
      JSON.stringify([
        {
          field: 'body',
          before: 'First paragraph.\n\nOld closing line.',
          after: 'First paragraph.\n\nNew closing line.\n\nAn added paragraph.',
        },
      ]),
    ],
  )
  auditId = event!.id
  // An agent's creation, as the MCP server records it: what it set, each field from nothing.
  const [creation] = await sql<{ id: number }>(
    `INSERT INTO mcp_audit_events (tool, client_name, client_id, account_id, target_collection, target_id, summary, changes, updated_at, created_at)
     VALUES ('create-pr-link', 'Desk assistant', 'https://desk.example/client.json', $1, 'pr-links', '1', 'created a link', $2, now(), now()) RETURNING id`,
    [
      admin!.id,
      JSON.stringify([
        { field: 'title', before: null, after: 'Harbor PMS opens a desk office' },
        { field: 'url', before: null, after: 'https://harbor.example/desk' },
      ]),
    ],
  )
  creationAuditId = creation!.id
  await sql(
    `INSERT INTO payload_jobs (input, has_error, error, workflow_slug, queue, total_tried, processing, updated_at, created_at)
     VALUES ($1, true, '{"message": "OpenAI answered 500 Internal Server Error"}', 'publish-article', 'default', 6, false, now(), now())`,
    [JSON.stringify({ articleId, reason: 'published' })],
  )
})

/** Polled: a cockpit page paints before it hydrates, and until then a phone's page can be wider than the screen. */
async function noSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
}

// One signed-in admin for the tests that need one: a new context loads the cockpit's scripts cold each time, which
// was most of what Chromium did here (docs/performance.md).
let signedIn: Promise<{ context: BrowserContext; page: Page }> | undefined
const admin = async () =>
  (await (signedIn ??= cockpitSignedIn(browser(), app.url, ADMIN, { at: null, acceptDownloads: true }))).page
afterAll(async () => (await signedIn)?.context.close())

describe('the cockpit for the people who run the newsroom', () => {
  it('signs in on a branded page', async () => {
    // Loaded on a desktop, then the same page on a phone's width: its layout follows the window.
    const context = await browser().newContext({ viewport: { width: 1366, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${app.url}/cockpit/login`)
    for (const [width, name] of [
      [1366, 'desktop'],
      [390, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.getByText('PMS News cockpit').first().waitFor()
      await keepScreenshot(page, `${SHOTS}/login-${name}`, { fullPage: false })
    }
    await context.close()
  })

  it('opens on a dashboard that says what needs attention, for an admin with the newsletter and the outside services', async () => {
    const page = await admin()
    await inEveryLook(
      page,
      async () => {
        await page.goto(`${app.url}/cockpit`)
        await page.getByRole('heading', { name: 'Newsroom' }).waitFor()
      },
      async ({ size, scheme }) => {
        for (const title of [
          'Drafts waiting',
          'Scheduled',
          'Recently published',
          'Publishing jobs that failed',
          'Publications',
          'Agents',
          'Newsletter',
          'Outside services',
        ]) {
          expect(await page.getByRole('region', { name: title }).count(), title).toBe(1)
        }
        const failed = page.getByRole('region', { name: 'Publishing jobs that failed' })
        expect(await failed.innerText()).toContain('OpenAI answered 500')
        expect(await failed.getByRole('button', { name: 'Re-run' }).count()).toBe(1)
        expect(await page.locator('[data-service="Database"]').getAttribute('data-state')).toBe('ok')
        expect(await page.getByRole('img', { name: /Articles published per week/ }).count()).toBe(1)
        expect(await page.getByRole('region', { name: 'Agents' }).innerText()).toContain('Desk assistant')
        await noSidewaysScroll(page)
        await keepScreenshot(page, `${SHOTS}/dashboard-admin-${size}-${scheme}`)
      },
    )
  })

  it("shows an editor the newsroom without the admin's figures, and no token management", async () => {
    const { context, page } = await cockpitSignedIn(browser(), app.url, EDITOR)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.getByRole('heading', { name: 'Newsroom' }).waitFor()
    expect(await page.getByRole('region', { name: 'Drafts waiting' }).count()).toBe(1)
    expect(await page.getByRole('region', { name: 'Outside services' }).count()).toBe(0)
    expect(await page.getByRole('region', { name: 'Newsletter' }).count()).toBe(0)
    expect(await page.locator('nav').getByText('API tokens').count()).toBe(0)
    expect(await page.locator('nav').getByText('Import', { exact: true }).count()).toBe(0)
    await keepScreenshot(page, `${SHOTS}/dashboard-editor-desktop-light`)
    await context.close()
  })

  it('makes an API token whose secret is shown once, and revokes it after a confirmation: the secret is refused at once', async () => {
    const page = await admin()
    await page.setViewportSize({ width: 1366, height: 900 })
    // "Create new" is where people look for a form: it leads to the list, where the token is made.
    await page.goto(`${app.url}/cockpit/collections/api-tokens/create`)
    await page.waitForURL(/\/cockpit\/collections\/api-tokens$/)
    await page.getByLabel('Name (what it is for)').fill('Wire pipeline')
    await page.getByRole('button', { name: 'Create token' }).click()
    const secret = (await page.getByTestId('issued-token').innerText()).trim()
    expect(secret).toMatch(/^pmsn_/)
    await keepScreenshot(page, `${SHOTS}/api-token-issued-desktop-light`)
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses ORDER BY id LIMIT 1`)
    const [author] = await sql<{ id: number }>(`SELECT id FROM authors ORDER BY id LIMIT 1`)
    const ingest = () =>
      fetch(`${app.url}/api/articles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          pms_id: pms!.id,
          author_id: author!.id,
          title: `Wire story ${Date.now()}`,
          body: 'Words.',
        }),
      })
    expect((await ingest()).status).toBe(201)
    // The list's columns say what they hold, in words.
    await page.reload()
    const header = page.locator('table thead')
    await header.waitFor()
    expect(await header.innerText()).toMatch(/Starts with[\s\S]*Last used/)
    expect(await header.innerText()).not.toMatch(/_/)

    // Followed by its address, not clicked: a click on a list's link while the list hydrates can go nowhere
    // (browser/newsletterCockpit.test.ts met it on a loaded machine).
    const tokenPage = await page.getByRole('link', { name: 'Wire pipeline' }).first().getAttribute('href')
    expect(tokenPage).toMatch(/\/cockpit\/collections\/api-tokens\/\d+$/)
    await page.goto(new URL(tokenPage!, app.url).toString())
    let question = ''
    page.once('dialog', (dialog) => {
      question = dialog.message()
      void dialog.accept()
    })
    await page.getByRole('button', { name: 'Revoke token' }).click()
    await expect.poll(() => page.getByText('This token is revoked.').isVisible(), { timeout: 15_000 }).toBe(true)
    expect(question).toContain('Wire pipeline')
    expect((await ingest()).status).toBe(401)
    await keepScreenshot(page, `${SHOTS}/api-token-revoked-desktop-light`)
  })

  it("shows what an agent's creation set, field by field", async () => {
    const page = await admin()
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${app.url}/cockpit/collections/mcp-audit-events/${creationAuditId}`)
    const changes = page.locator('.audit-changes')
    await changes.getByRole('heading', { name: 'Created with' }).waitFor()
    expect(await changes.locator('[data-field="title"]').innerText()).toContain('Harbor PMS opens a desk office')
    expect(await changes.locator('[data-field="url"]').innerText()).toContain('https://harbor.example/desk')
    expect(await changes.locator('del').count()).toBe(0)
    await keepScreenshot(page, `${SHOTS}/audit-creation-desktop-light`)
  })

  it("shows an agent's change as a diff, linked to the changed article", async () => {
    const page = await admin()
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${app.url}/cockpit/collections/mcp-audit-events/${auditId}`)
    const changes = page.locator('.audit-changes')
    await changes.waitFor()
    expect(await changes.locator('[data-diff="removed"]').allInnerTexts()).toEqual(['− Old closing line.'])
    expect(await changes.locator('[data-diff="added"]').allInnerTexts()).toEqual([
      '+ New closing line.',
      '+ ',
      '+ An added paragraph.',
    ])
    // A record nobody edits: no Edit or API tab.
    expect(await page.locator('.doc-tabs').getByText('API', { exact: true }).count()).toBe(0)
    expect(await page.locator('.doc-tabs').getByText('Edit', { exact: true }).count()).toBe(0)
    await keepScreenshot(page, `${SHOTS}/audit-diff-desktop-light`)
    await changes.getByRole('link', { name: /Open the changed item/ }).click()
    await page.waitForURL(new RegExp(`/collections/articles/${articleId}`))
  })

  it('imports a WordPress export uploaded on the Import page, and shows its progress and report', async () => {
    const page = await admin()
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${app.url}/cockpit`)
    // The navigation may be folded away (a phone's width before): its link is checked, then followed.
    expect(await page.locator('nav').getByText('Import', { exact: true }).getAttribute('href')).toBe('/cockpit/import')
    await page.goto(`${app.url}/cockpit/import`)
    const form = page.getByRole('form', { name: 'Import an export' })
    // The wrong kind first: the refusal shows beside its field, and nothing is queued.
    await form
      .locator('input[name="file"]')
      .setInputFiles(path.resolve(import.meta.dirname, '../fixtures/imports/wxr-1.1-wp3.1-small-export.xml'))
    await form.locator('select[name="default_pms"]').selectOption('harbor-pms')
    await form.locator('select[name="source"]').selectOption('ghost')
    await form.getByRole('button', { name: 'Upload and import' }).click()
    await form.getByText('The kind is ghost, but the file is a WordPress export (WXR, XML).').waitFor()
    expect(await sql(`SELECT 1 FROM import_runs`)).toEqual([])
    await keepScreenshot(page, `${SHOTS}/import-refused-desktop-light`)
    await form.locator('select[name="source"]').selectOption('auto')
    await form.getByRole('button', { name: 'Upload and import' }).click()
    await page.waitForURL(/\/cockpit\/import\?run=\d+$/)
    const run = page.locator('section.import-run')
    await run.locator('[data-state="finished"][role="status"]').waitFor({ timeout: 120_000 })
    expect(await run.getByTestId('import-progress').innerText()).toBe('6 of 6 posts')
    expect(await run.locator('[data-count="Created"]').innerText()).toBe('5')
    expect(await run.locator('[data-count="Skipped"]').innerText()).toBe('1')
    expect(await run.getByText('Skipped (1)').count()).toBe(1)
    expect(await run.innerText()).toContain('Private Post')
    expect(await run.innerText()).toContain('Not posts, not imported: 5 × page.')
    // The list below is drawn again once the run ends: it says so too.
    await page.locator('.import-history tbody tr').getByText('Finished', { exact: true }).waitFor()
    expect(await page.locator('.import-history tbody tr').count()).toBe(1)
    await inEveryLook(
      page,
      async () => {
        await page.reload()
        await run.locator('[data-state="finished"][role="status"]').waitFor()
      },
      async ({ size, scheme }) => {
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(scheme)
        await noSidewaysScroll(page)
        await keepScreenshot(page, `${SHOTS}/import-finished-${size}-${scheme}`)
      },
    )
  })
})

describe('redirects, the trash and the export in the cockpit (issue 62)', () => {
  let editor: { context: BrowserContext; page: Page } | undefined
  let redirectId = 0
  let draftId = 0

  beforeAll(async () => {
    const { cms } = await app.signIn(EDITOR)
    redirectId = (await cms('POST', '/redirects', { from: '/old-harbor-desk', to: '/news' })).doc.id
    await cms('POST', '/redirects', { from: '/harbor-pms/an-old-slug-of-a-long-story-about-front-desks', to: '/news' })
    const [parents] = await sql<{ pms: number; author: number }>(
      `SELECT (SELECT id FROM pmses WHERE slug = 'harbor-pms') AS pms, (SELECT id FROM authors ORDER BY id LIMIT 1) AS author`,
    )
    draftId = (
      await cms('POST', '/articles', {
        title: 'Lantern desk notes',
        body: 'A draft that goes to the trash and comes back.',
        pms: parents!.pms,
        author: parents!.author,
        is_published: false,
      })
    ).doc.id
    editor = await cockpitSignedIn(browser(), app.url, EDITOR, { at: null })
  })
  afterAll(async () => editor?.context.close())

  /**
   * Below 1440 px the navigation is a drawer, closed (and inert) until its menu button opens it; a click before the
   * page is hydrated does nothing (as in tests/browser/cockpitEditor.test.ts).
   */
  async function openNavigation(page: Page) {
    await vi.waitFor(
      async () => {
        if ((await page.locator('.nav--nav-open').count()) === 0)
          await page.locator('.nav-toggler:visible').first().click({ timeout: 2_000 })
        await page.locator('.nav--nav-open').waitFor({ timeout: 2_000 })
      },
      { timeout: 30_000, interval: 500 },
    )
  }
  /** A list's rows once every relationship cell has loaded its title. */
  async function listLoaded(page: Page, text: string) {
    await page.locator('table tbody').getByText(text).first().waitFor()
    await expect.poll(() => page.locator('table tbody').innerText(), { timeout: 30_000 }).not.toContain('Loading...')
  }

  /**
   * Each width and colour scheme in turn (inEveryLook), the page at `path` ready when `ready` resolves, asked again
   * after each resize; the whole page, or (`drawer: true`) what the screen shows with the navigation's drawer open,
   * which scrolls on its own. With the drawer open on a phone Payload slides the page's header out beside it, so there
   * the drawer itself must not scroll sideways.
   */
  async function everyLook(
    page: Page,
    path: string,
    name: string,
    ready: () => Promise<unknown>,
    { drawer = false } = {},
  ) {
    await inEveryLook(
      page,
      () => page.goto(`${app.url}${path}`),
      async ({ size, scheme }) => {
        await ready()
        if (drawer)
          await expect
            .poll(() => page.locator('.nav__scroll').evaluate((nav) => nav.scrollWidth <= nav.clientWidth + 1))
            .toBe(true)
        else await noSidewaysScroll(page)
        await keepScreenshot(page, `${SHOTS}/${name}-${size}-${scheme}`, { fullPage: !drawer })
      },
    )
  }

  it('shows an editor the redirects, in the navigation, as a list and an edit view that saves', async () => {
    const page = editor!.page
    // From the navigation (where the list's own page names it without a link).
    await page.goto(`${app.url}/cockpit`)
    await page.getByRole('heading', { name: 'Newsroom' }).waitFor()
    await openNavigation(page)
    await page.locator('nav').getByRole('link', { name: 'Redirects', exact: true }).click()
    await page.waitForURL(/\/cockpit\/collections\/redirects$/)
    await everyLook(page, '/cockpit/collections/redirects', 'redirects-list', () =>
      listLoaded(page, '/old-harbor-desk'),
    )
    const header = await page.locator('table thead').innerText()
    expect(header).toMatch(/From[\s\S]*To[\s\S]*Origin/)
    const rows = await page.locator('table tbody').innerText()
    expect(rows).toContain('/old-harbor-desk')
    expect(rows).toContain('/harbor-pms/an-old-slug-of-a-long-story-about-front-desks')

    await everyLook(page, `/cockpit/collections/redirects/${redirectId}`, 'redirect-edit', async () => {
      await page.locator('#field-to').waitFor()
    })
    expect(await page.locator('#field-from').inputValue()).toBe('/old-harbor-desk')
    await page.locator('#field-to').fill('/search')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(async () => (await sql(`SELECT "to" FROM redirects WHERE id = $1`, [redirectId]))[0]?.to, {
        timeout: 20_000,
      })
      .toBe('/search')
  })

  it('lets an editor move an article to the trash, find it there, and restore it', async () => {
    const page = editor!.page
    const deletedAt = async () =>
      (await sql(`SELECT deleted_at FROM articles WHERE id = $1`, [draftId]))[0]?.deleted_at ?? null
    await page.goto(`${app.url}/cockpit/collections/articles?search=Lantern`)
    await listLoaded(page, 'Lantern desk notes')
    await keepScreenshot(page, `${SHOTS}/articles-before-trash-desktop-light`, { fullPage: false })
    await page.goto(`${app.url}/cockpit/collections/articles/${draftId}`)
    await page.locator('#field-title').waitFor()
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const modal = page.locator('.delete-document')
    await modal.getByText('to the trash').waitFor()
    await keepScreenshot(page, `${SHOTS}/article-to-trash-desktop-light`, { fullPage: false })
    await modal.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(deletedAt, { timeout: 20_000 }).not.toBeNull()

    await everyLook(page, '/cockpit/collections/articles/trash', 'articles-trash', () =>
      listLoaded(page, 'Lantern desk notes'),
    )
    await page.goto(`${app.url}/cockpit/collections/articles/trash/${draftId}`)
    await page.getByText('is trashed and is read-only').first().waitFor()
    await page.waitForLoadState('networkidle')
    await keepScreenshot(page, `${SHOTS}/article-in-trash-desktop-light`, { fullPage: false })
    await page.getByRole('button', { name: 'Restore', exact: true }).click()
    await page.getByText('Restore as published version').waitFor()
    await keepScreenshot(page, `${SHOTS}/article-restore-desktop-light`, { fullPage: false })
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(deletedAt, { timeout: 20_000 }).toBeNull()
    await page.goto(`${app.url}/cockpit/collections/articles/trash`)
    await page.getByText('No Articles in trash.').waitFor()
  })

  it('shows the "Download export" link to an admin, which downloads the site, and not to an editor', async () => {
    const page = await admin()
    await everyLook(
      page,
      '/cockpit',
      'nav-export-admin',
      async () => {
        await page.getByRole('heading', { name: 'Newsroom' }).waitFor()
        await openNavigation(page)
        await page.locator('nav').getByRole('link', { name: 'Download export' }).scrollIntoViewIfNeeded()
      },
      { drawer: true },
    )
    // Clicked, as an admin would: the browser's own request, its session cookie sent as the cockpit's are.
    await page.goto(`${app.url}/cockpit`)
    await page.getByRole('heading', { name: 'Newsroom' }).waitFor()
    await openNavigation(page)
    const link = page.locator('nav').getByRole('link', { name: 'Download export' })
    expect(await link.getAttribute('href')).toBe('/cms-api/site-export')
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/^pms-news-export-[\d-]+\.tar\.gz$/)
    const archive = fs.readFileSync((await download.path())!)
    expect([...archive.subarray(0, 2)]).toEqual([0x1f, 0x8b])

    const editorPage = editor!.page
    await editorPage.goto(`${app.url}/cockpit`)
    await editorPage.getByRole('heading', { name: 'Newsroom' }).waitFor()
    await openNavigation(editorPage)
    expect(await editorPage.locator('nav').getByRole('link', { name: 'Redirects', exact: true }).count()).toBe(1)
    expect(await editorPage.locator('nav').getByText('Download export').count()).toBe(0)
  })
})
