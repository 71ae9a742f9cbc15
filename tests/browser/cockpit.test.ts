/** The cockpit in a real browser: an account made by the CLI signs in and reaches the articles list. */
import { readFile } from 'node:fs/promises'

import { expect, it } from 'vitest'

import { ADMIN } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { cockpitSignedIn, keepScreenshot, useBrowser } from '../helpers/browser'

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
