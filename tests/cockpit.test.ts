/** The cockpit in a real browser: an account made by the CLI signs in and reaches the articles list. */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startAppServer, type AppServer } from './helpers/appServer'
import { launchBrowser } from './helpers/browser'
import { runCliProcess } from './helpers/runCliProcess'
import { freshDatabase, tempDataDir, type TestDatabase } from './helpers/testEnv'

let database: TestDatabase
let server: AppServer
let browser: Browser

beforeAll(async () => {
  database = await freshDatabase()
  const env = { DATABASE_URL: database.url, DATA_DIR: tempDataDir() }
  const created = await runCliProcess(
    ['users:create', '--email', 'chief@example.com', '--password', 'a long admin password', '--role', 'admin'],
    env,
  )
  expect(created.code, created.stderr).toBe(0)
  server = await startAppServer(env)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await database?.drop()
})

it('signs in to /cockpit and opens the articles list', async () => {
  const page = await browser.newPage()
  await page.goto(`${server.url}/cockpit`)
  await page.waitForURL(/\/cockpit\/login/)
  await page.fill('input[name="email"]', 'chief@example.com')
  await page.fill('input[name="password"]', 'a long admin password')
  await page.click('button[type="submit"]')
  await page.waitForURL(`${server.url}/cockpit`)
  // The dashboard lists the collections.
  await page.getByText('PMSes', { exact: true }).first().waitFor()
  await page.screenshot({ path: 'test-results/cockpit-dashboard.png' })
  await page.goto(`${server.url}/cockpit/collections/articles`)
  await page.getByRole('heading', { name: 'Articles' }).first().waitFor()
  expect(new URL(page.url()).pathname).toBe('/cockpit/collections/articles')
})

it('refuses a wrong password with a message and stays on the login page', async () => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${server.url}/cockpit/login`)
  await page.fill('input[name="email"]', 'chief@example.com')
  await page.fill('input[name="password"]', 'not the password')
  await page.click('button[type="submit"]')
  await page.getByText(/email or password provided is incorrect/i).waitFor()
  expect(page.url()).toContain('/cockpit/login')
  await context.close()
})
