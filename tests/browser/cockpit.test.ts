/** The cockpit in a real browser: an account made by the CLI signs in and reaches the articles list. */
import { readFile } from 'node:fs/promises'

import { expect, it } from 'vitest'

import { ADMIN } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { cockpitSignedIn, inEveryLook, keepScreenshot, useBrowser } from '../helpers/browser'
import { insertArticle, insertAuthor, insertPms } from '../helpers/content'

// Accounts made by the CLI, ADMIN among them.
const app = useApp({ database: 'migratedWithAccounts' })
const browser = useBrowser()

it('signs in to /cockpit and opens the articles list', async () => {
  const page = await browser().newPage()
  await page.goto(`${app.url}/cockpit`)
  await page.waitForURL(/\/cockpit\/login/)
  await page.fill('input[name="email"]', ADMIN.email)
  await page.fill('input[name="password"]', ADMIN.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(`${app.url}/cockpit`)
  // The dashboard lists the collections.
  await page.getByText('PMSes', { exact: true }).first().waitFor()
  await keepScreenshot(page, 'cockpit-dashboard', { fullPage: false })
  await page.goto(`${app.url}/cockpit/collections/articles`)
  await page.getByRole('heading', { name: 'Articles' }).first().waitFor()
  expect(new URL(page.url()).pathname).toBe('/cockpit/collections/articles')
})

it('refuses a wrong password with a message and stays on the login page', async () => {
  const context = await browser().newContext()
  const page = await context.newPage()
  await page.goto(`${app.url}/cockpit/login`)
  await page.fill('input[name="email"]', ADMIN.email)
  await page.fill('input[name="password"]', 'not the password')
  await page.click('button[type="submit"]')
  await page.getByText(/email or password provided is incorrect/i).waitFor()
  expect(page.url()).toContain('/cockpit/login')
  await context.close()
})

it('lists subscribers with their consent evidence and downloads the confirmed ones as CSV', async () => {
  await app.sql(
    `INSERT INTO subscribers (email, status, consent_source, requested_at, requested_ip, confirmed_at, confirmed_ip, updated_at, created_at)
     VALUES ('confirmed.reader@example.com', 'confirmed', 'footer', now(), '198.51.100.7', now(), '203.0.113.5', now(), now()),
            ('pending.reader@example.com', 'pending', 'api', now(), '198.51.100.8', NULL, NULL, now(), now())`,
  )
  const { context, page } = await cockpitSignedIn(browser(), app.url, ADMIN, {
    acceptDownloads: true,
    at: '/cockpit/collections/subscribers',
  })
  await page.getByText('confirmed.reader@example.com').waitFor()
  await page.getByText('203.0.113.5').waitFor()
  await page.getByText('pending.reader@example.com').waitFor()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export confirmed subscribers (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^pmsnews-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe('email,confirmed_at,confirmed_ip,consent_source,requested_at,requested_ip')
  expect(
    lines.slice(1).map((line) =>
      line
        .split(',')
        .slice(0, 4)
        .filter((_, index) => index !== 1),
    ),
  ).toEqual([['confirmed.reader@example.com', '203.0.113.5', 'footer']])
  await context.close()
})

it("answers a NUL character sent through the cockpit's API with 400 naming the field, never a 500", async () => {
  const json = { 'content-type': 'application/json' }
  const { token } = await app.signIn(ADMIN)
  const response = await fetch(`${app.url}/cms-api/categories`, {
    method: 'POST',
    headers: { ...json, authorization: `JWT ${token}`, origin: app.url },
    body: JSON.stringify({ name: 'Bad\u0000name' }),
  })
  const body = await response.text()
  expect(response.status, body).toBe(400)
  // Payload's answer names the field ("The following field is invalid: name"), with our reason when it passes it on.
  expect(body).toMatch(/invalid: name/)
  expect(await app.sql(`SELECT count(*)::int AS n FROM categories WHERE name LIKE 'Bad%'`)).toEqual([{ n: 0 }])
})

it('shows a person their inbox, newest first, with the unread count in the header on every page; Mark read and Mark all read post', async () => {
  const [admin] = await app.sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [ADMIN.email])
  const pms_id = await insertPms(app.sql, { name: 'Inbox PMS', slug: 'inbox-pms' })
  const author_id = await insertAuthor(app.sql, { name: 'Inbox Author', slug: 'inbox-author' })
  const article = await insertArticle(app.sql, { title: 'Night audit in 2027', slug: 'night-audit', pms_id, author_id })
  // What editorialEvent writes (tests/integration/notifications.test.ts holds who is told); the oldest first.
  await app.sql(
    `INSERT INTO notifications (recipient_id, kind, article_id, text, read_at, created_at) VALUES
       ($1, 'published', $2, 'Ed Editor published “Night audit in 2027”.', now(), now() - interval '2 days'),
       ($1, 'assigned', $2, 'Ed Editor assigned “Night audit in 2027” to you.', NULL, now() - interval '3 hours'),
       ($1, 'sent_back', $2, 'Ed Editor sent “Night audit in 2027” back to you: Check the figures in the second table, then the quotes.', NULL, now() - interval '1 hour'),
       ($1, 'submitted_for_review', $2, 'Cora Contributor submitted “Night audit in 2027” for review.', NULL, now())`,
    [admin!.id, article],
  )
  const { context, page } = await cockpitSignedIn(browser(), app.url, ADMIN, { at: '/cockpit/collections/articles' })
  // The list writes its query into the address once it has hydrated (history.replaceState); a click on the bell before
  // that is a navigation the replacement can cancel in Chromium, so the walk waits for the list to settle, as an
  // eye does.
  await page.waitForURL(/\/cockpit\/collections\/articles\?.*limit=/)
  const badge = page.locator('.app-header a.inbox-badge')
  await expect.poll(() => badge.getAttribute('data-unread')).toBe('3')
  await expect.poll(() => page.locator('.inbox-nav-link').first().textContent()).toBe('Inbox3')
  await badge.click()
  await page.waitForURL(`${app.url}/cockpit/inbox`)
  const items = page.locator('.inbox-item')
  await expect.poll(() => items.count()).toBe(4)
  expect(await page.locator('.inbox-item__text').allTextContents()).toEqual([
    'Unread: Cora Contributor submitted “Night audit in 2027” for review.',
    'Unread: Ed Editor sent “Night audit in 2027” back to you: Check the figures in the second table, then the quotes.',
    'Unread: Ed Editor assigned “Night audit in 2027” to you.',
    'Ed Editor published “Night audit in 2027”.',
  ])
  expect(await items.first().getByRole('link', { name: 'Open the article' }).getAttribute('href')).toBe(
    `/cockpit/collections/articles/${article}`,
  )
  await inEveryLook(
    page,
    () => page.reload(),
    async ({ width, scheme }) => {
      await items.first().waitFor()
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBeLessThanOrEqual(1)
      // On a phone the navigation folds away; the header's bell stays.
      await expect.poll(() => badge.isVisible()).toBe(true)
      await keepScreenshot(page, `cockpit-inbox-${width}-${scheme}`, { fullPage: false })
    },
    { height: 800 },
  )
  await items.nth(1).getByRole('button', { name: 'Mark read' }).click()
  await expect.poll(() => badge.getAttribute('data-unread')).toBe('2')
  expect(await page.locator('.inbox-item--unread').count()).toBe(2)
  expect(new URL(page.url()).pathname).toBe('/cockpit/inbox')
  await page.getByRole('button', { name: 'Mark all read' }).click()
  await expect.poll(() => badge.getAttribute('data-unread')).toBe('0')
  await page.getByText('Nothing unread.').waitFor()
  expect(await page.locator('.inbox-item--unread').count()).toBe(0)
  await keepScreenshot(page, 'cockpit-inbox-all-read', { fullPage: false })
  await context.close()
})
