/**
 * Review and notes in the cockpit (issue 61, docs/decisions/061-review-notes-assignments.md), in a real browser: a
 * contributor submits their draft; an editor finds it on the dashboard and under the list's "Waiting for review",
 * leaves a note naming the writer, sends it back with a note; the contributor reads both, replies and resolves the
 * thread; each is told in the cockpit's inbox; the contributor fixes the draft and submits it again, and the editor
 * publishes it. Then the cards, the list, the sidebar and the notes panel on a desktop and a phone, light and dark,
 * without sideways scrolling. Screenshots under test-results/cockpit/review-*.
 */
import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'

import { addAccount, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { inEveryLook, keepScreenshot, useBrowser, useCockpitPages } from '../helpers/browser'
import { demoParents } from '../helpers/content'

const WRITER = { email: 'wren@example.com', password: 'a long contributor password' }

const app = useApp({ database: 'seededWithAccounts' })
const { sql } = app
const browser = useBrowser()
/** The writer's and the editor's cockpit, each signed in once for the file. */
const cockpitOf = useCockpitPages(browser, app)
let articleId = 0

const reviewOf = async () =>
  (await sql('SELECT version_review AS review FROM _articles_v WHERE parent_id = $1 AND latest', [articleId]))[0]
    ?.review
/** The cockpit's page at `path`, once its buttons answer: a click before hydration does nothing. */
async function open(page: Page, path: string) {
  await page.goto(`${app.url}${path}`)
  await page.locator('html[data-create-draft-links="live"]').waitFor({ state: 'attached' })
}
const articlePage = (page: Page) => open(page, `/cockpit/collections/articles/${articleId}`)
const TITLE = 'Night audit without the night shift'

/** The header's bell says something is unread, and the inbox holds a line matching each of `lines`, unread. */
async function toldInInbox(page: Page, lines: RegExp[]) {
  await open(page, '/cockpit')
  expect(Number(await page.locator('.inbox-badge').getAttribute('data-unread'))).toBeGreaterThanOrEqual(lines.length)
  await page.locator('.inbox-badge').click()
  await page.getByRole('heading', { name: 'Inbox' }).waitFor()
  for (const line of lines) await page.locator('.inbox-item--unread', { hasText: line }).first().waitFor()
}

beforeAll(async () => {
  await addAccount(app.url, WRITER, 'contributor' as 'editor')
  const writer = await app.signIn(WRITER)
  const parents = await demoParents(sql)
  articleId = (
    await writer.cms('POST', '/articles?draft=true', {
      title: 'Night audit without the night shift',
      pms: parents.pms_id,
      author: parents.author_id,
      body: 'Hotels close the day by script now.',
      _status: 'draft',
    })
  ).doc.id
})

it('a contributor submits their draft for review from its page', async () => {
  const page = await cockpitOf(WRITER)
  await articlePage(page)
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect.poll(reviewOf, { timeout: 20_000 }).toBe('submitted')
  await page.locator('.review-state[data-review="submitted"]').waitFor()
  await keepScreenshot(page, 'cockpit/review-submitted', { fullPage: false })
})

it('an editor finds it waiting, notes it naming the writer, and sends it back with a note', async () => {
  const page = await cockpitOf(EDITOR)
  await toldInInbox(page, [new RegExp(`submitted “${TITLE}” for review`)])
  await keepScreenshot(page, 'cockpit/review-inbox-editor', { fullPage: false })
  await open(page, '/cockpit')
  const card = page.getByRole('region', { name: /^Waiting for review/ })
  await card.getByRole('link', { name: 'Night audit without the night shift' }).waitFor()
  await card.getByRole('link', { name: 'All waiting' }).click()
  await page.locator('.review-list-filter [aria-current="page"]', { hasText: 'Waiting for review' }).waitFor()
  await page.locator('[data-review="submitted"]').first().waitFor()
  expect(await page.locator('.table tbody tr').count()).toBe(1)

  await articlePage(page)
  const notes = page.getByRole('region', { name: 'Notes' })
  await notes.getByLabel('New note').fill('@wren the second figure needs a source.')
  await notes.getByRole('button', { name: 'Add note' }).click()
  await notes.getByText('Tells Wren', { exact: false }).or(notes.getByText('Tells wren@example.com')).waitFor()
  await page.getByRole('button', { name: 'Send back' }).click()
  await page.getByLabel('What should change?', { exact: false }).fill('Source the figures, then submit again.')
  await page.locator('.send-back-dialog').getByRole('button', { name: 'Send back' }).click()
  await expect.poll(reviewOf, { timeout: 20_000 }).toBe('sent_back')
  const written = await sql('SELECT body FROM article_notes WHERE article_id = $1 ORDER BY id', [articleId])
  expect(written.map((row) => row.body)).toEqual([
    '@wren the second figure needs a source.',
    'Source the figures, then submit again.',
  ])
})

it('the contributor reads why, replies and resolves the thread', async () => {
  const page = await cockpitOf(WRITER)
  await articlePage(page)
  await page.locator('.review-state[data-review="sent_back"]').waitFor()
  const thread = page.locator('.note-thread').first()
  await thread.getByRole('button', { name: 'Reply' }).click()
  await thread.getByLabel('Reply').fill('Added the statistics office as the source.')
  await thread.getByRole('button', { name: 'Reply' }).last().click()
  await thread.locator('.note-replies').getByText('Added the statistics office').waitFor()
  await thread.getByRole('button', { name: 'Resolve' }).click()
  await thread.getByText('Resolved').waitFor()
  const [first] = await sql('SELECT resolved FROM article_notes WHERE article_id = $1 ORDER BY id LIMIT 1', [articleId])
  expect(first).toEqual({ resolved: true })
})

it('the contributor is told, fixes the draft and submits it again; the editor publishes it and the writer is told', async () => {
  const writer = await cockpitOf(WRITER)
  await toldInInbox(writer, [
    new RegExp(`sent “${TITLE}” back to you`),
    new RegExp(`mentioned you in a note on “${TITLE}”`),
  ])
  await keepScreenshot(writer, 'cockpit/review-inbox-writer', { fullPage: false })
  await articlePage(writer)
  await writer.getByLabel('Excerpt').fill('Sourced from the statistics office.')
  await expect
    .poll(
      async () =>
        (await sql('SELECT version_excerpt FROM _articles_v WHERE parent_id = $1 AND latest', [articleId]))[0]
          ?.version_excerpt,
      { timeout: 20_000 },
    )
    .toBe('Sourced from the statistics office.')
  await writer.getByRole('button', { name: 'Submit for review' }).click()
  await expect.poll(reviewOf, { timeout: 20_000 }).toBe('submitted')

  const editor = await cockpitOf(EDITOR)
  await articlePage(editor)
  await editor.getByRole('button', { name: 'Publish changes' }).click()
  await expect
    .poll(async () => (await sql('SELECT is_published, review, excerpt FROM articles WHERE id = $1', [articleId]))[0], {
      timeout: 20_000,
    })
    .toEqual({ is_published: true, review: 'none', excerpt: 'Sourced from the statistics office.' })

  await toldInInbox(writer, [new RegExp(`published “${TITLE}”`)])
})

it('shows the cards, the list, the sidebar and the notes on a phone and a desktop, light and dark', async () => {
  const page = await cockpitOf(EDITOR)
  // Assigned to the editor, and waiting again (set in the row: the steps are walked above), so that the cards and the
  // tab have it.
  const editor = await app.signIn(EDITOR)
  const [editorRow] = await sql(`SELECT id FROM users WHERE email = $1`, [EDITOR.email])
  await editor.cms('PATCH', `/articles/${articleId}?draft=true`, { assignee: editorRow.id })
  await sql(`UPDATE _articles_v SET version_review = 'submitted' WHERE parent_id = $1 AND latest`, [articleId])
  const fits = () =>
    expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
  await inEveryLook(
    page,
    () => page.goto(`${app.url}/cockpit`),
    async ({ size, scheme }) => {
      await page
        .getByRole('region', { name: /^Assigned to me/ })
        .getByRole('link', { name: /Night audit/ })
        .waitFor()
      await fits()
      await keepScreenshot(page, `cockpit/review-dashboard-${size}-${scheme}`, { fullPage: false })
    },
  )
  await inEveryLook(
    page,
    () => open(page, '/cockpit/collections/articles?where[or][0][and][0][review][equals]=submitted'),
    async ({ size, scheme }) => {
      await page.locator('[data-review="submitted"]').first().waitFor()
      await fits()
      await keepScreenshot(page, `cockpit/review-list-${size}-${scheme}`, { fullPage: false })
    },
  )
  const notes = page.getByRole('region', { name: 'Notes' })
  await inEveryLook(
    page,
    () => articlePage(page),
    async ({ size, scheme }) => {
      await notes.locator('.note-thread').first().waitFor()
      await page.evaluate(() => document.scrollingElement?.scrollTo(0, 0))
      await fits()
      await keepScreenshot(page, `cockpit/review-article-${size}-${scheme}`, { fullPage: false })
      await notes.scrollIntoViewIfNeeded()
      await keepScreenshot(page, `cockpit/review-notes-${size}-${scheme}`, { fullPage: false })
      await page.getByRole('button', { name: 'Send back' }).click()
      await keepScreenshot(page, `cockpit/review-send-back-${size}-${scheme}`, { fullPage: false })
      await page.keyboard.press('Escape')
    },
  )
})

it("shows a contributor's dashboard with their own work only, on a phone and a desktop, light and dark", async () => {
  const writer = await app.signIn(WRITER)
  const parents = await demoParents(sql)
  await writer.cms('POST', '/articles?draft=true', {
    title: 'Folio transfers, a first draft',
    pms: parents.pms_id,
    author: parents.author_id,
    body: 'Moving charges between folios without a supervisor.',
    _status: 'draft',
  })
  // Someone else's draft, which the contributor's Drafts card must not show.
  const editor = await app.signIn(EDITOR)
  await editor.cms('POST', '/articles?draft=true', {
    title: 'An editor’s private draft',
    pms: parents.pms_id,
    author: parents.author_id,
    body: 'Not for the contributor.',
    _status: 'draft',
  })
  const page = await cockpitOf(WRITER)
  const drafts = page.getByRole('region', { name: /^Drafts waiting/ })
  await inEveryLook(
    page,
    () => page.goto(`${app.url}/cockpit`),
    async ({ size, scheme }) => {
      await drafts.getByRole('link', { name: /Folio transfers/ }).waitFor()
      expect(await drafts.getByRole('link', { name: /private draft/ }).count()).toBe(0)
      expect(await page.getByRole('region', { name: /^Publishing jobs that failed/ }).count()).toBe(0)
      expect(await page.getByRole('region', { name: /^Agents/ }).count()).toBe(0)
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
        .toBe(true)
      await keepScreenshot(page, `cockpit/dashboard-contributor-${size}-${scheme}`, { fullPage: false })
    },
  )
})
