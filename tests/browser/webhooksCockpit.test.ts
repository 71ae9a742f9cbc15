/**
 * Webhooks in the cockpit (issue 64, docs/decisions/077-webhooks.md), in a real browser: an admin registers an
 * endpoint with the form above the list ("Create new" leads there) and sees its secret once, sends a test from the
 * endpoint's page and finds it in the delivery log, redelivers it; an editor finds no webhooks. The jobs queue runs
 * in the app, the receiver on loopback. Screenshots at 1366 and 390 px, light and dark, under test-results/webhooks/.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Page } from 'playwright-core'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { cockpitSignedIn, inEveryLook, keepScreenshot, useBrowser } from '../helpers/browser'

const SHOTS = 'webhooks'
const app = useApp({
  database: 'migratedWithAccounts',
  env: { WEBHOOKS_TEST_PRIVATE_ADDRESSES: 'true', JOBS_IN_APP: 'true', JOBS_POLL_INTERVAL_MS: '100' },
})
const browser = useBrowser()
const received: Array<{ headers: Record<string, string>; raw: string }> = []
let receiver: http.Server
let hookUrl: string

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, raw: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/search-index`
})

afterAll(async () => {
  receiver?.closeAllConnections()
  await new Promise((resolve) => receiver?.close(resolve))
})

/** The page fits the screen: no sideways scrolling once it settled. */
const fits = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(1)

describe('webhooks in the cockpit', () => {
  let page: Page
  let secret: string
  let webhookId: number

  beforeAll(async () => {
    ;({ page } = await cockpitSignedIn(browser(), app.url, ADMIN, { at: null }))
  })

  it('registers an endpoint from the form above the list and shows its secret once', async () => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${app.url}/cockpit/collections/webhooks/create`)
    await page.waitForURL(/\/cockpit\/collections\/webhooks$/)
    await page.getByLabel('URL (https://…)').fill(hookUrl)
    await page.getByRole('checkbox', { name: 'ping' }).check()
    await page.getByLabel('Description (optional)').fill('Search index rebuild')
    await page.getByRole('button', { name: 'Register webhook' }).click()
    secret = (await page.getByTestId('webhook-secret').innerText()).trim()
    expect(secret).toMatch(/^whsec_/)
    await keepScreenshot(page, `${SHOTS}/registered-1366-light`)
    const [row] = await app.sql<{ id: number; secret_sealed: string }>(`SELECT id, secret_sealed FROM webhooks`)
    webhookId = row!.id
    expect(row!.secret_sealed).not.toContain(secret.slice(6))
  })

  it('sends a test from the endpoint’s page, lists it in the log, and redelivers it', async () => {
    await page.goto(`${app.url}/cockpit/collections/webhooks/${webhookId}`)
    await page.getByRole('heading', { name: 'Deliveries' }).waitFor()
    await page.getByRole('button', { name: 'Send test', exact: true }).click()
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1)
    expect((new Webhook(secret).verify(received[0]!.raw, received[0]!.headers) as { type: string }).type).toBe('ping')
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh', exact: true }).click()
          return page.getByTestId('webhook-delivery').first().innerText()
        },
        { timeout: 30_000 },
      )
      .toMatch(/ping\s+delivered\s+200/)
    await page.getByRole('button', { name: 'Redeliver', exact: true }).first().click()
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2)
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id'])
    await inEveryLook(
      page,
      () => page.goto(`${app.url}/cockpit/collections/webhooks/${webhookId}`),
      async ({ width, scheme }) => {
        await page.getByTestId('webhook-delivery').first().waitFor()
        if (width === 1366) await fits(page)
        await keepScreenshot(page, `${SHOTS}/endpoint-${width}-${scheme}`)
      },
    )
    await inEveryLook(
      page,
      () => page.goto(`${app.url}/cockpit/collections/webhooks`),
      async ({ width, scheme }) => {
        await page.getByRole('button', { name: 'Register webhook' }).waitFor()
        await fits(page)
        await keepScreenshot(page, `${SHOTS}/list-${width}-${scheme}`)
      },
    )
  })

  it('shows an editor no webhooks', async () => {
    const { context, page: editor } = await cockpitSignedIn(browser(), app.url, EDITOR)
    await editor.locator('nav').first().waitFor()
    expect(await editor.locator('nav').getByText('Webhooks').count()).toBe(0)
    await editor.goto(`${app.url}/cockpit/collections/webhooks/${webhookId}`)
    expect(await editor.content()).not.toContain(hookUrl)
    await context.close()
  })
})
