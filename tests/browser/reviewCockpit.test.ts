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
import { cockpitSignedIn, keepScreenshot, useBrowser } from '../helpers/browser'
import { demoParents } from '../helpers/content'

const WRITER = { email: 'wren@example.com', password: 'a long contributor password' }

const app = useApp({ database: 'seededWithAccounts' })
const { sql } = app
const browser = useBrowser()
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
  const { context, page } = await cockpitSignedIn(browser(), app.url, WRITER, { at: null })
  try {
    await articlePage(page)
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await expect.poll(reviewOf, { timeout: 20_000 }).toBe('submitted')
    await page.locator('.review-state[data-review="submitted"]').waitFor()
    await keepScreenshot(page, 'cockpit/review-submitted', { fullPage: false })
  } finally {
    await context.close()
  }
})

it('an editor finds it waiting, notes it naming the writer, and sends it back with a note', async () => {
  const { context, page } = await cockpitSignedIn(browser(), app.url, EDITOR, { at: null })
  try {
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
  } finally {
    await context.close()
  }
})

it('the contributor reads why, replies and resolves the thread', async () => {
  const { context, page } = await cockpitSignedIn(browser(), app.url, WRITER, { at: null })
  try {
    await articlePage(page)
    await page.locator('.review-state[data-review="sent_back"]').waitFor()
    const thread = page.locator('.note-thread').first()
    await thread.getByRole('button', { name: 'Reply' }).click()
    await thread.getByLabel('Reply').fill('Added the statistics office as the source.')
    await thread.getByRole('button', { name: 'Reply' }).last().click()
    await thread.locator('.note-replies').getByText('Added the statistics office').waitFor()
    await thread.getByRole('button', { name: 'Resolve' }).click()
    await thread.getByText('Resolved').waitFor()
    const [first] = await sql('SELECT resolved FROM article_notes WHERE article_id = $1 ORDER BY id LIMIT 1', [
      articleId,
    ])
    expect(first).toEqual({ resolved: true })
  } finally {
    await context.close()
  }
})

it('the contributor is told, fixes the draft and submits it again; the editor publishes it and the writer is told', async () => {
  const writer = await cockpitSignedIn(browser(), app.url, WRITER, { at: null })
  try {
    await toldInInbox(writer.page, [
      new RegExp(`sent “${TITLE}” back to you`),
      new RegExp(`mentioned you in a note on “${TITLE}”`),
    ])
    await keepScreenshot(writer.page, 'cockpit/review-inbox-writer', { fullPage: false })
    await articlePage(writer.page)
    await writer.page.getByLabel('Excerpt').fill('Sourced from the statistics office.')
    await expect
      .poll(
        async () =>
          (await sql('SELECT version_excerpt FROM _articles_v WHERE parent_id = $1 AND latest', [articleId]))[0]
            ?.version_excerpt,
        { timeout: 20_000 },
      )
      .toBe('Sourced from the statistics office.')
    await writer.page.getByRole('button', { name: 'Submit for review' }).click()
    await expect.poll(reviewOf, { timeout: 20_000 }).toBe('submitted')
  } finally {
    await writer.context.close()
  }

  const editor = await cockpitSignedIn(browser(), app.url, EDITOR, { at: null })
  try {
    await articlePage(editor.page)
    await editor.page.getByRole('button', { name: 'Publish changes' }).click()
    await expect
      .poll(
        async () => (await sql('SELECT is_published, review, excerpt FROM articles WHERE id = $1', [articleId]))[0],
        {
          timeout: 20_000,
        },
      )
      .toEqual({ is_published: true, review: 'none', excerpt: 'Sourced from the statistics office.' })
  } finally {
    await editor.context.close()
  }

  const told = await cockpitSignedIn(browser(), app.url, WRITER, { at: null })
  try {
    await toldInInbox(told.page, [new RegExp(`published “${TITLE}”`)])
  } finally {
    await told.context.close()
  }
})

it('shows the cards, the list, the sidebar and the notes on a phone and a desktop, light and dark', async () => {
  const { context, page } = await cockpitSignedIn(browser(), app.url, EDITOR, { at: null })
  // Assigned to the editor, and waiting again (set in the row: the steps are walked above), so that the cards and the
  // tab have it.
  const editor = await app.signIn(EDITOR)
  const [editorRow] = await sql(`SELECT id FROM users WHERE email = $1`, [EDITOR.email])
  await editor.cms('PATCH', `/articles/${articleId}?draft=true`, { assignee: editorRow.id })
  await sql(`UPDATE _articles_v SET version_review = 'submitted' WHERE parent_id = $1 AND latest`, [articleId])
  try {
    for (const [width, name] of [
      [1366, 'desktop'],
      [390, 'phone'],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 })
        await page.emulateMedia({ colorScheme })
        const fits = () =>
          expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
            .toBe(true)
        await page.goto(`${app.url}/cockpit`)
        await page
          .getByRole('region', { name: /^Assigned to me/ })
          .getByRole('link', { name: /Night audit/ })
          .waitFor()
        await fits()
        await keepScreenshot(page, `cockpit/review-dashboard-${name}-${colorScheme}`, { fullPage: false })
        await open(page, '/cockpit/collections/articles?where[or][0][and][0][review][equals]=submitted')
        await page.locator('[data-review="submitted"]').first().waitFor()
        await fits()
        await keepScreenshot(page, `cockpit/review-list-${name}-${colorScheme}`, { fullPage: false })
        await articlePage(page)
        const notes = page.getByRole('region', { name: 'Notes' })
        await notes.locator('.note-thread').first().waitFor()
        await fits()
        await keepScreenshot(page, `cockpit/review-article-${name}-${colorScheme}`, { fullPage: false })
        await notes.scrollIntoViewIfNeeded()
        await keepScreenshot(page, `cockpit/review-notes-${name}-${colorScheme}`, { fullPage: false })
        await page.getByRole('button', { name: 'Send back' }).click()
        await keepScreenshot(page, `cockpit/review-send-back-${name}-${colorScheme}`, { fullPage: false })
        await page.keyboard.press('Escape')
      }
    }
  } finally {
    await context.close()
  }
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
  const { context, page } = await cockpitSignedIn(browser(), app.url, WRITER, { at: null })
  try {
    for (const [width, name] of [
      [1366, 'desktop'],
      [390, 'phone'],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 })
        await page.emulateMedia({ colorScheme })
        await page.goto(`${app.url}/cockpit`)
        const drafts = page.getByRole('region', { name: /^Drafts waiting/ })
        await drafts.getByRole('link', { name: /Folio transfers/ }).waitFor()
        expect(await drafts.getByRole('link', { name: /private draft/ }).count()).toBe(0)
        expect(await page.getByRole('region', { name: /^Publishing jobs that failed/ }).count()).toBe(0)
        expect(await page.getByRole('region', { name: /^Agents/ }).count()).toBe(0)
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
          .toBe(true)
        await keepScreenshot(page, `cockpit/dashboard-contributor-${name}-${colorScheme}`, { fullPage: false })
      }
    }
  } finally {
    await context.close()
  }
})
