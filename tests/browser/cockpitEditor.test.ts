/**
 * The editor's path through the cockpit in a real browser (Debian Chromium): write a story with the toolbar and
 * markdown shortcuts, insert an image from the media library, pick a featured image, let it autosave, publish it,
 * see it live, edit it without the public page changing until Publish, restore an older version, and schedule
 * and cancel; walk issue 63's fields (a byline of three in order, tags picked and made, a pasted video link, a
 * correction) to the public page; a link to the create or logout page only asks, and the cockpit's own buttons create
 * and log out. Screenshots are kept under test-results/.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { type EmbedProviders, startEmbedProviders } from '../fakes/embedProviders'
import { useApp } from '../helpers/appFixture'
import { cockpitSignedIn, inEveryLook, keepScreenshot, useBrowser } from '../helpers/browser'
import { type CmsRequest, FIRST_EDITOR_PASSWORD } from '../helpers/cockpitSession'
import { alphaPng } from '../helpers/images'

const EDITOR = { email: 'walker@example.com', password: FIRST_EDITOR_PASSWORD }
const PUBLIC_PATH = '/harbor-pms/harbor-opens-its-api'

let cms: CmsRequest
let page: Page
let articleId: number

// The providers behind a pasted video link (docs/decisions/072-embeds.md, 076), on loopback.
let providers: EmbedProviders
beforeAll(async () => {
  providers = await startEmbedProviders()
})
afterAll(() => providers?.close())

const app = useApp({ env: () => ({ EMBED_TEST_ORIGINS: providers.standIns }) })
const { sql } = app
const browser = useBrowser()
const publicHtml = async () => (await fetch(`${app.url}${PUBLIC_PATH}`)).text()
const shot = (name: string) => keepScreenshot(page, `cockpit-editor-${name}`)
const inDrawer = (text: string) => page.locator('.drawer__content-children').getByText(text).first()
/** The cockpit's "Create new" links make drafts once the page is live (src/cockpit/newDraft/CreateDraftLinks.tsx). */
const createLinksLive = () => page.locator('html[data-create-draft-links="live"]').waitFor({ state: 'attached' })
const articleCount = async () => (await sql<{ n: number }>('SELECT count(*)::int AS n FROM articles'))[0]!.n
/** The signed-in account, as the page's own session cookie says (null once logged out). */
const sessionUser = () =>
  page.evaluate(async () => {
    const response = await fetch('/cms-api/users/me', { credentials: 'include' })
    return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
  })

/** Autosave has written the latest version once the draft in the versions table says `text`. */
async function autosaved(text: string) {
  await expect
    .poll(
      async () =>
        (await sql('SELECT version_body FROM _articles_v WHERE parent_id = $1 AND latest', [articleId]))[0]
          ?.version_body ?? '',
      { timeout: 20_000 },
    )
    .toContain(text)
}

/** Presses Publish and waits until the public row holds `text` (its status alone may already say published). */
async function publish(text: string) {
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect
    .poll(async () => (await sql('SELECT _status, body FROM articles WHERE id = $1', [articleId]))[0], {
      timeout: 20_000,
    })
    .toMatchObject({ _status: 'published', body: expect.stringContaining(text) })
}

beforeAll(async () => {
  const editor = await app.signInFirstEditor(EDITOR.email)
  cms = editor.cms
  await cms('POST', '/pmses', { name: 'Harbor PMS', slug: 'harbor-pms', is_published: true })
  await cms('POST', '/authors', { name: 'Ada Writer' })
  // The media library's image, uploaded as the cockpit does.
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await alphaPng(640, 360))], { type: 'image/png' }), 'harbor.png')
  form.append('_payload', JSON.stringify({ alt: 'A blue card', prefix: 'news' }))
  expect(
    (
      await fetch(`${app.url}/cms-api/media`, {
        method: 'POST',
        headers: { authorization: `JWT ${editor.token}` },
        body: form,
      })
    ).status,
  ).toBe(201)
  // The context's 90 s wait for each step (tests/helpers/browser.ts), not a shorter one of the page's: beside a CPU hog
  // the media drawer's list took over 30 s to show.
  ;({ page } = await cockpitSignedIn(browser(), app.url, EDITOR, { at: null }))
})

describe('an editor in the cockpit', () => {
  it('writes with the toolbar, inserts a library image, picks a featured image, and the draft autosaves unseen', async () => {
    // "Create new" in the list makes the draft (by a POST) and opens it, in one click.
    await page.goto(`${app.url}/cockpit/collections/articles`)
    await createLinksLive()
    await page.getByRole('link', { name: 'Create new Article' }).first().click()
    await page.waitForURL(/\/collections\/articles\/\d+$/)
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.waitFor()
    articleId = Number(/articles\/(\d+)/.exec(page.url())![1])

    await page.fill('#field-title', 'Harbor opens its API')
    for (const [field, name] of [
      ['pms', 'Harbor PMS'],
      // The byline (docs/decisions/069-co-bylines.md): one author here, more in order where there are.
      ['authors', 'Ada Writer'],
    ] as const) {
      await page.locator(`#field-${field} .rs__control`).click()
      await page.locator('.rs__option', { hasText: name }).first().click()
    }
    await editor.click()
    await page.keyboard.type('## Opening hours')
    await page.keyboard.press('Enter')
    await page.keyboard.type('This is ')
    const bold = page.locator('.fixed-toolbar .toolbar-popup__button-bold').first()
    await bold.click()
    await page.keyboard.type('bold')
    await bold.click()
    await page.keyboard.type(' text.')
    await page.keyboard.press('Enter')
    await page.keyboard.type('- first item')
    await page.keyboard.press('Enter')
    await page.keyboard.type('second item')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    // "/" opens the editor's command menu; Upload opens the media library.
    await page.keyboard.type('/')
    const commands = page.locator('#slash-menu, .slash-menu-popup').first()
    await commands.waitFor()
    await page.keyboard.type('upload')
    await commands.getByText('Upload', { exact: true }).click()
    await inDrawer('harbor.webp').click()
    await page.getByRole('button', { name: 'Choose from existing' }).click()
    await inDrawer('harbor.webp').click()

    await autosaved('![A blue card](/media/news/harbor.webp)')
    await shot('draft')
    const [draft] = await sql('SELECT is_published, _status FROM articles WHERE id = $1', [articleId])
    expect(draft).toEqual({ is_published: false, _status: 'draft' })
    expect((await fetch(`${app.url}${PUBLIC_PATH}`)).status).toBe(404)
  })

  it('publishes it: the public page and its markdown show what was written', async () => {
    await publish('Opening hours')
    await shot('published')
    const html = await publicHtml()
    expect(html).toMatch(/<h2[^>]*>Opening hours<\/h2>/)
    expect(html).toContain('This is <strong>bold</strong> text.')
    expect(html).toMatch(/<li>first item<\/li>\s*<li>second item<\/li>/)
    expect(html).toMatch(/<img[^>]+src="[^"]*\/media\/news\/harbor\.webp"[^>]*alt="A blue card"/)
    const markdown = await (await fetch(`${app.url}${PUBLIC_PATH}.md`)).text()
    expect(markdown).toContain(
      '## Opening hours\n\nThis is **bold** text.\n\n- first item\n- second item\n\n![A blue card](',
    )
    const [row] = await sql(
      'SELECT featured_image, image_id IS NOT NULL AS linked, edited_by FROM articles WHERE id = $1',
      [articleId],
    )
    expect(row).toEqual({ featured_image: '/media/news/harbor.webp', linked: true, edited_by: EDITOR.email })
  })

  it('edits the published article: autosaves stay off the public page until Publish', async () => {
    // Cached now: once the server has heard the last publication's NOTIFY, an answer is kept (and marked) again.
    await expect.poll(async () => (await fetch(`${app.url}${PUBLIC_PATH}`)).headers.get('x-cache')).not.toBeNull()
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('A later paragraph.')
    await autosaved('A later paragraph.')
    const cached = await fetch(`${app.url}${PUBLIC_PATH}`)
    expect(cached.headers.get('x-cache')).toBe('HIT')
    expect(await cached.text()).not.toContain('A later paragraph.')
    await page.goto(`${app.url}/cockpit/collections/articles`)
    await page.getByText('Changed since publish').first().waitFor()
    await shot('list-changed')
    await page.goto(`${app.url}/cockpit/collections/articles/${articleId}`)
    await publish('A later paragraph.')
    expect(await publicHtml()).toContain('A later paragraph.')
  })

  it('restores an older version from the history', async () => {
    await page.goto(`${app.url}/cockpit/collections/articles/${articleId}/versions`)
    await shot('versions')
    const first = (
      await sql(
        "SELECT id FROM _articles_v WHERE parent_id = $1 AND version__status = 'published' ORDER BY id LIMIT 1",
        [articleId],
      )
    )[0]!.id
    await page.goto(`${app.url}/cockpit/collections/articles/${articleId}/versions/${first}`)
    await page.getByRole('button', { name: 'Restore this version' }).first().click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect
      .poll(async () => (await sql('SELECT body FROM articles WHERE id = $1', [articleId]))[0]!.body, {
        timeout: 20_000,
      })
      .not.toContain('A later paragraph.')
    await shot('restored')
  })

  it('schedules it for a date and cancels the schedule', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString()
    await cms('PATCH', `/articles/${articleId}`, { _status: 'draft' })
    await cms('PATCH', `/articles/${articleId}`, { published_at: future, _status: 'published' })
    expect((await sql('SELECT is_published, scheduled FROM articles WHERE id = $1', [articleId]))[0]).toEqual({
      is_published: false,
      scheduled: true,
    })
    await page.goto(`${app.url}/cockpit/collections/articles`)
    await page
      .getByText(/Scheduled for/)
      .first()
      .waitFor()
    await shot('list-scheduled')
    await page.goto(`${app.url}/cockpit/collections/articles/${articleId}`)
    // The editor is there once the page is hydrated: a click before that reaches no handler.
    await page.locator('[data-lexical-editor="true"]').first().waitFor()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Cancel schedule' }).click()
    await expect
      .poll(async () => (await sql('SELECT is_published, scheduled FROM articles WHERE id = $1', [articleId]))[0], {
        timeout: 20_000,
      })
      .toEqual({ is_published: false, scheduled: false })
    await shot('schedule-cancelled')
    // The endpoint behind the button: staff only, a real scheduled article only.
    const cancel = (id: number, headers: Record<string, string> = {}) =>
      fetch(`${app.url}/cms-api/articles/${id}/cancel-schedule`, { method: 'POST', headers })
    expect((await cancel(articleId)).status).toBe(401)
    const login = await fetch(`${app.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EDITOR),
    })
    const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    expect((await cancel(articleId, auth)).status).toBe(409)
    expect((await cancel(99_999_999, auth)).status).toBe(404)
  })

  it('publishes and unpublishes several articles at once from the list, and filters it by status, PMS, author and category', async () => {
    const titles = ['Harbor adds a night audit', 'Harbor adds group bookings']
    const ids: number[] = []
    for (const title of titles) {
      const created = (await cms('POST', '/articles', {
        title,
        body: `${title}.`,
        pms: (await sql("SELECT id FROM pmses WHERE slug = 'harbor-pms'"))[0].id,
        author: (await sql('SELECT id FROM authors LIMIT 1'))[0].id,
      })) as { doc: { id: number } }
      ids.push(created.doc.id)
    }
    const rows = () => sql('SELECT is_published, _status FROM articles WHERE id = ANY($1) ORDER BY id', [ids])
    const selectBoth = async () => {
      await page.goto(`${app.url}/cockpit/collections/articles`)
      for (const title of titles) await page.locator('tr', { hasText: title }).locator('input[type="checkbox"]').check()
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    await selectBoth()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(rows, { timeout: 20_000 }).toEqual([
      { is_published: true, _status: 'published' },
      { is_published: true, _status: 'published' },
    ])
    // Publishing's side effects ran for each, as for one article published from its own page.
    await expect
      .poll(
        async () =>
          (
            await sql(
              "SELECT count(DISTINCT input->>'articleId')::int AS n FROM payload_jobs WHERE input->>'articleId' = ANY($1)",
              [ids.map(String)],
            )
          )[0].n,
        { timeout: 20_000 },
      )
      .toBe(2)
    expect((await fetch(`${app.url}/harbor-pms/harbor-adds-a-night-audit`)).status).toBe(200)
    // Filtered by status, the list shows the two published articles and not the unpublished one.
    await page.goto(`${app.url}/cockpit/collections/articles?where[or][0][and][0][is_published][equals]=true`)
    for (const title of titles) await page.locator('tr', { hasText: title }).waitFor()
    expect(await page.locator('tr', { hasText: 'Harbor opens its API' }).count()).toBe(0)
    await shot('list-bulk-published')

    await selectBoth()
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(rows, { timeout: 20_000 }).toEqual([
      { is_published: false, _status: 'draft' },
      { is_published: false, _status: 'draft' },
    ])
    expect((await fetch(`${app.url}/harbor-pms/harbor-adds-a-night-audit`)).status).toBe(404)

    // The list's filters offer the fields by their labels.
    await page.goto(`${app.url}/cockpit/collections/articles`)
    // A click before the list is hydrated reaches no handler (on a busy machine it can come first): open the filters
    // and add one until the condition's field is there.
    await vi.waitFor(
      async () => {
        if (!(await page.locator('.where-builder').isVisible()))
          await page.getByRole('button', { name: 'Filters' }).click()
        await page.getByRole('button', { name: 'Add filter' }).click({ timeout: 2_000 })
        await page.locator('.where-builder .condition__field .rs__control').first().waitFor({ timeout: 2_000 })
      },
      { timeout: 30_000, interval: 500 },
    )
    await page.locator('.where-builder .condition__field .rs__control').first().click()
    for (const label of ['Live on the site', 'Scheduled', 'PMS', 'Authors', 'Category']) {
      expect(await page.locator('.rs__menu').getByText(label, { exact: true }).count()).toBeGreaterThan(0)
    }
    await shot('list-filters')
  })

  it("walks issue 63's fields as an editor: three authors reordered, tags picked and made, a pasted video, a correction, published", async () => {
    for (const name of ['Ben Reporter', 'Cleo Analyst']) await cms('POST', '/authors', { name })
    await cms('POST', '/tags', { name: 'Mobile keys', slug: 'mobile-keys' })
    const [{ id: pms }] = await sql("SELECT id FROM pmses WHERE slug = 'harbor-pms'")
    const [{ id: ada }] = await sql("SELECT id FROM authors WHERE name = 'Ada Writer'")
    const { doc } = await cms('POST', '/articles?draft=true', {
      title: 'Harbor shows its mobile keys',
      pms,
      authors: [ada],
      body: 'Harbor PMS showed its mobile keys to hoteliers this week.',
      _status: 'draft',
    })
    const id = doc.id
    const [{ slug }] = await sql('SELECT slug FROM articles WHERE id = $1', [id])
    const path = `/harbor-pms/${slug as string}`
    await page.goto(`${app.url}/cockpit/collections/articles/${id}`)
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.waitFor()

    // The byline: two more authors, picked in the wrong order, then Ben dragged before Cleo.
    const byline = page.locator('#field-authors')
    for (const name of ['Cleo Analyst', 'Ben Reporter']) {
      await byline.locator('.rs__control').click()
      await page.locator('.rs__option', { hasText: name }).first().click()
    }
    const names = (field: Locator) => field.locator('.relationship--multi-value-label__text').allTextContents()
    await expect.poll(() => names(byline)).toEqual(['Ada Writer', 'Cleo Analyst', 'Ben Reporter'])
    // Dragged by its name, past the 5 px a drag must travel to begin.
    const from = (await byline.locator('.relationship--multi-value-label__text').nth(2).boundingBox())!
    const to = (await byline.locator('.relationship--multi-value-label__text').nth(1).boundingBox())!
    await page.mouse.move(from.x + 4, from.y + from.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 12; step++)
      await page.mouse.move(from.x + 4 + ((to.x - from.x) * step) / 12, from.y + from.height / 2)
    await page.mouse.up()
    await expect.poll(() => names(byline)).toEqual(['Ada Writer', 'Ben Reporter', 'Cleo Analyst'])

    // Tags: one picked from those there are, one made on the spot.
    const tags = page.locator('#field-tags')
    await tags.locator('.rs__control').click()
    await page.locator('.rs__option', { hasText: 'Mobile keys' }).first().click()
    await tags.locator('.relationship-add-new__add-button').click()
    const drawer = page.locator('.drawer__content').last()
    await drawer.locator('#field-name').fill('Guest apps')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => names(tags)).toEqual(['Mobile keys', 'Guest apps'])
    // The drawer stays on the new tag once saved (Payload's way); closing it returns to the article.
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })

    // A YouTube link pasted alone on a line of the body.
    // Clicked past the end of its one line, where the caret goes to the line's end.
    const paragraph = editor.locator('p').last()
    const box = (await paragraph.boundingBox())!
    await paragraph.click({ position: { x: box.width - 2, y: box.height / 2 } })
    await page.keyboard.press('Enter')
    await expect.poll(() => editor.locator('p').count()).toBe(2)
    await editor.evaluate((element) => {
      const data = new DataTransfer()
      data.setData('text/plain', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    })

    // A correction.
    await page
      .locator('#field-corrections')
      .getByRole('button', { name: /Add Correction or update/ })
      .click()
    // A new note opens to be written (the field folds none away).
    await page.locator('#field-corrections__0__kind .rs__control').click()
    await page.locator('.rs__option', { hasText: 'Correction' }).first().click()
    await page.locator('#field-corrections__0__text').fill('An earlier version named the wrong hotel group.')

    // The draft autosaves all of it; the cockpit takes its scheme when a page loads, so dark is seen after a reload.
    await expect
      .poll(
        async () =>
          (
            await sql(
              `SELECT v.version_body AS body, (SELECT count(*)::int FROM _articles_v_version_corrections c
                WHERE c._parent_id = v.id) AS notes FROM _articles_v v WHERE v.parent_id = $1 AND v.latest`,
              [id],
            )
          )[0],
        { timeout: 20_000 },
      )
      .toEqual({
        body: expect.stringMatching(
          /week\.\n\n(?:<https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ>|\[https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ\]\(https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ\)|https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ)$/,
        ),
        notes: 1,
      })
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      if (colorScheme === 'dark') {
        await page.reload()
        await editor.waitFor()
      }
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(colorScheme)
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await page.evaluate(() => document.scrollingElement?.scrollTo(0, 0))
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
          .toBeLessThanOrEqual(1)
        await keepScreenshot(page, `cockpit/article-issue-63-fields-${width}-${colorScheme}`)
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1366, height: 900 })

    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect
      .poll(async () => (await sql('SELECT _status FROM articles WHERE id = $1', [id]))[0]!._status, {
        timeout: 20_000,
      })
      .toBe('published')
    const [row] = await sql('SELECT body, embeds FROM articles WHERE id = $1', [id])
    expect(row!.embeds).toMatchObject([{ kind: 'video', videoId: 'dQw4w9WgXcQ', thumbnail: { width: 480 } }])

    // The public page: the byline in order, the tags, the poster with its thumbnail, the correction.
    const reader = await page.context().newPage()
    await reader.goto(`${app.url}${path}`)
    await expect(reader.locator('.article-meta').textContent()).resolves.toMatch(
      /^By Ada Writer, Ben Reporter and Cleo Analyst/,
    )
    await expect(reader.locator('.article-tags a').allTextContents()).resolves.toEqual(['Mobile keys', 'Guest apps'])
    const thumbnail = reader.locator('.embed-video summary img.embed-thumb')
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    await expect(reader.locator('body').textContent()).resolves.toContain(
      'An earlier version named the wrong hotel group.',
    )
    await keepScreenshot(reader, 'cockpit/article-issue-63-public-1366-light')
    await reader.close()
  })

  it("shows the article list and the editor's fields on a phone and in dark mode without sideways scrolling", async () => {
    await inEveryLook(
      page,
      async () => {
        await page.goto(`${app.url}/cockpit/collections/articles`)
        await page.getByText('Harbor opens its API').first().waitFor()
      },
      async ({ width, scheme }) => {
        // The list paints before it hydrates, and until then (on a busy machine, long enough to be measured: a fresh
        // clone's run found 149 px) the phone's page is wider than the screen: measured once it has settled.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
          .toBeLessThanOrEqual(1)
        await shot(`list-${width}-${scheme}`)
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(scheme)
      },
    )
    // The edit view: our fields fit; Payload's own status bar (Status, Last Modified, Created) runs past a phone's edge
    // and scrolls, which is Payload's layout.
    const widest = () =>
      page.evaluate(() =>
        Math.max(...[...document.querySelectorAll('.field-type')].map((field) => field.getBoundingClientRect().right)),
      )
    await inEveryLook(
      page,
      async () => {
        await page.goto(`${app.url}/cockpit/collections/articles/${articleId}`)
        await page.locator('[data-lexical-editor="true"]').first().waitFor()
      },
      async ({ width, scheme }) => {
        await expect.poll(widest).toBeLessThanOrEqual(width)
        await shot(`edit-${width}-${scheme}`)
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(scheme)
      },
    )
  })

  it('opens the create and logout pages from a link without writing or logging out: each asks, and its button does it', async () => {
    const before = await articleCount()
    for (const [path, ready, name] of [
      ['/cockpit/collections/articles/create', page.getByRole('button', { name: 'Create Article draft' }), 'new-draft'],
      ['/cockpit/logout', page.getByRole('heading', { name: 'Log out of the cockpit?' }), 'logout'],
    ] as const) {
      await inEveryLook(
        page,
        () => page.goto(`${app.url}${path}`),
        async ({ width, scheme }) => {
          await ready.waitFor()
          await shot(`${name}-${width}-${scheme}`)
        },
      )
    }
    expect(await articleCount()).toBe(before)
    expect(await sessionUser()).toBe(EDITOR.email)

    await page.goto(`${app.url}/cockpit/collections/articles/create`)
    await createLinksLive()
    await page.getByRole('button', { name: 'Create Article draft' }).click()
    await page.waitForURL(/\/collections\/articles\/\d+$/)
    await expect.poll(articleCount).toBe(before + 1)
    // The dashboard's "Write an article" makes one in one click too.
    await page.goto(`${app.url}/cockpit`)
    await createLinksLive()
    await page.getByRole('link', { name: 'Write an article' }).click()
    await page.waitForURL(/\/collections\/articles\/\d+$/)
    await expect.poll(articleCount).toBe(before + 2)

    // The navigation's log-out button logs out (a POST), and the session is over. Below 1440 px the navigation is a
    // drawer, closed (and inert) until its menu button opens it; a click before the page is hydrated does nothing.
    await vi.waitFor(
      async () => {
        if ((await page.locator('.nav--nav-open').count()) === 0) await page.locator('.nav-toggler').first().click()
        await page.locator('.nav--nav-open').waitFor({ timeout: 2_000 })
      },
      { timeout: 30_000, interval: 500 },
    )
    await shot('nav-sign-out')
    await page.locator('.sign-out-button').click()
    await page.waitForURL(/\/cockpit\/login/)
    expect(await sessionUser()).toBeNull()
  })
})
