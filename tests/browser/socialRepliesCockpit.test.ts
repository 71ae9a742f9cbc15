/**
 * Moderating the social web in the cockpit (issue 44), in a real browser, as an editor walks it: a reply from
 * Mastodon waits under Publishing → Social web replies; the editor opens it, approves it and saves; the article's
 * page then shows it, and hidden again it is gone. How a reply arrives, signed:
 * tests/http/federationPublishing.test.ts. Screenshots under test-results/cockpit/ and test-results/site/.
 */
import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'

import { EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { inEveryLook, keepScreenshot, useBrowser, useCockpitPages } from '../helpers/browser'
import { signIn } from '../helpers/cockpitSession'

const app = useApp({ database: 'seededWithAccounts' })
const { sql } = app
const browser = useBrowser()
/** The editor's cockpit, signed in once for the file. */
const cockpitOf = useCockpitPages(browser, app)
let replyId = 0
let articleId = 0
let articlePath = ''

beforeAll(async () => {
  const [article] = await sql<{ id: number; path: string }>(
    `SELECT a.id, '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id
     WHERE a.is_published AND p.is_published ORDER BY a.id LIMIT 1`,
  )
  articlePath = article!.path
  // What the inbox keeps of a reply (src/content/socialReplies/socialReplies.ts), already sanitised.
  const [reply] = await sql<{ id: number }>(
    `INSERT INTO social_replies (article_id, kind, status, handle, actor, content, url, activity, object, received_at, updated_at, created_at)
     VALUES ($1, 'reply', 'pending', '@ingrid@mastodon.example', 'https://mastodon.example/users/ingrid',
       '<p>We rolled this out last month: check-in queues halved.</p>', 'https://mastodon.example/@ingrid/1',
       'https://mastodon.example/users/ingrid/statuses/1/activity', 'https://mastodon.example/users/ingrid/statuses/1',
       now(), now(), now()) RETURNING id`,
    [article!.id],
  )
  replyId = reply!.id
  articleId = article!.id
  // A like of it, and someone following the site from Mastodon.
  await sql(
    `INSERT INTO social_replies (article_id, kind, status, handle, actor, activity, received_at, updated_at, created_at)
     VALUES ($1, 'like', 'approved', '@ola@mastodon.example', 'https://mastodon.example/users/ola',
       'https://mastodon.example/users/ola#likes/1', now(), now(), now())`,
    [article!.id],
  )
  await sql(
    `INSERT INTO federation_followers (actor, follower, inbox, shared_inbox, follow_activity)
     VALUES ('news', 'https://mastodon.example/users/ola', 'https://mastodon.example/users/ola/inbox',
       'https://mastodon.example/inbox', 'https://mastodon.example/follows/1')`,
  )
})

/** Chooses `status` in the reply's edit view, saves, and waits for it to be stored. */
async function saveStatus(page: Page, status: 'approved' | 'hidden') {
  await page.locator('#field-status .rs__control').click()
  await page.locator('.rs__option', { hasText: status }).first().click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect
    .poll(async () => (await sql(`SELECT status::text FROM social_replies WHERE id = $1`, [replyId]))[0])
    .toEqual({ status })
}

const pageText = async () => (await fetch(`${app.url}${articlePath}`)).text()

it("shows the social web's figures on the dashboard and in the article's sidebar, each leading to the replies", async () => {
  const page = await cockpitOf(EDITOR)
  await page.goto(`${app.url}/cockpit`)
  const card = page.getByRole('region', { name: 'Social web' })
  await card.waitFor()
  await expect
    .poll(() => card.textContent())
    .toContain('follower on Mastodon and the rest of the social web, on 1 server')
  expect(await card.textContent()).toContain(`@news@${new URL(app.url).host}1 follower`)
  expect(await card.textContent()).toContain('1 reply waits for an editor')
  await card.scrollIntoViewIfNeeded()
  await keepScreenshot(page, 'cockpit/dashboard-social-web', { fullPage: false })
  await card.getByRole('link', { name: 'Replies waiting' }).click()
  await page.getByText('@ingrid@mastodon.example').first().waitFor()

  await page.goto(`${app.url}/cockpit/collections/articles/${articleId}`)
  const counts = page.locator('.social-web-counts')
  await counts.waitFor()
  expect(await counts.textContent()).toContain('1 reply (1 waiting) · 1 like · 0 reposts')
  await keepScreenshot(page, 'cockpit/article-social-web-counts', { fullPage: false })
  await counts.getByRole('link', { name: 'Moderate the replies' }).click()
  await page.waitForURL(/social-replies/)
  await page.getByText('@ingrid@mastodon.example').first().waitFor()
})

it("shows the social web's figures on a phone and a desktop, light and dark, without sideways scrolling", async () => {
  const page = await cockpitOf(EDITOR)
  const card = page.getByRole('region', { name: 'Social web' })
  await inEveryLook(
    page,
    () => page.goto(`${app.url}/cockpit`),
    async ({ size, scheme }) => {
      await card.waitFor()
      await card.scrollIntoViewIfNeeded()
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
        .toBe(true)
      await keepScreenshot(page, `cockpit/dashboard-social-web-${size}-${scheme}`, { fullPage: false })
    },
  )
  const counts = page.locator('.social-web-counts')
  await inEveryLook(
    page,
    () => page.goto(`${app.url}/cockpit/collections/articles/${articleId}`),
    async ({ size, scheme }) => {
      await counts.waitFor()
      await counts.scrollIntoViewIfNeeded()
      await keepScreenshot(page, `cockpit/article-social-web-counts-${size}-${scheme}`, { fullPage: false })
    },
  )
})

it('lets an editor approve a waiting reply, which then shows under its article, and hide it again', async () => {
  expect(await pageText()).not.toContain('check-in queues halved')
  const page = await cockpitOf(EDITOR)
  await page.goto(`${app.url}/cockpit/collections/social-replies`)
  await page.getByText('@ingrid@mastodon.example').first().waitFor()
  await keepScreenshot(page, 'cockpit/social-replies-list', { fullPage: false })

  await page.goto(`${app.url}/cockpit/collections/social-replies/${replyId}`)
  await saveStatus(page, 'approved')
  await keepScreenshot(page, 'cockpit/social-reply-approved', { fullPage: false })
  expect(await pageText()).toContain('check-in queues halved')

  await saveStatus(page, 'hidden')
  expect(await pageText()).not.toContain('check-in queues halved')
})

it('shows an approved reply on the article page, on a phone and a desktop, light and dark', async () => {
  // Through the cockpit's API, as a save does: the change is announced, and the page cache lets the old page go.
  const { cms } = await signIn(app.url, EDITOR.email, EDITOR.password)
  await cms('PATCH', `/social-replies/${replyId}`, { status: 'approved' })
  // Loaded once: a public page has no script, and its layout and colours follow the window and the scheme in CSS.
  const context = await browser().newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${app.url}${articlePath}`)
  const section = page.locator('section.social-replies')
  await section.waitFor()
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await section.scrollIntoViewIfNeeded()
      await keepScreenshot(page, `site/social-replies-${width}-${colorScheme}`, { fullPage: false })
    }
  }
  await context.close()
})
