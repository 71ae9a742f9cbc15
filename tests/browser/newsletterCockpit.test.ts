/**
 * An editor sends a newsletter issue from the cockpit in a real browser (issue 24): writes it (subject, rich-text
 * intro, an article), previews it as the mail in both colour schemes and on a phone, sends a test to themselves,
 * sends it, and reads how the send went. Mails arrive at a real SMTP server on loopback. Screenshots are kept under
 * test-results/newsletter/.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SmtpSink } from '../fakes/smtpSink'
import { EDITOR } from '../helpers/accounts'
import { cockpitSignedIn, keepScreenshot, useBrowser } from '../helpers/browser'
import { useNewsletterApp } from '../http/newsletter/newsletterClient'
import { insertSubscriber, sendsFinished } from '../http/newsletter/newsletterSends'

const SHOTS = 'newsletter'
const newsletter = useNewsletterApp(undefined, { database: 'seededWithAccounts' })
const { app } = newsletter
const browser = useBrowser()
let smtp: SmtpSink
beforeAll(() => {
  smtp = newsletter.smtp()
})

beforeAll(async () => {
  await insertSubscriber(app.sql, { email: 'reader.one@example.com' })
  await insertSubscriber(app.sql, { email: 'reader.two@example.com' })
})

/** The mail preview's colours as the reader's mail program would show them in this scheme. */
async function mailColours(preview: Page) {
  return preview.evaluate(() => {
    const style = getComputedStyle(document.querySelector('.mail')!)
    return { background: style.backgroundColor, text: style.color }
  })
}

describe('an editor sending a newsletter issue', () => {
  it('writes it, previews it as the mail, tests it on themselves, sends it and sees how it went', async () => {
    const { context, page } = await cockpitSignedIn(browser(), app.url, EDITOR, { at: null })
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${app.url}/cockpit/collections/newsletter-issues/create`)
    await page.fill('#field-subject', 'The month in PMS news')
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.click()
    await page.keyboard.type('Three stories worth your time this month.')
    await page.locator('#field-articles .rs__control').click()
    const option = page.locator('.rs__option').first()
    const title = (await option.innerText()).trim()
    await option.click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL(/\/collections\/newsletter-issues\/\d+/)
    await expect.poll(() => page.getByText('Send a test to me').isEnabled()).toBe(true)
    await keepScreenshot(page, `${SHOTS}/issue-edit-desktop-light`)

    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByText('Preview mail').click()])
    await preview.waitForLoadState()
    expect(await preview.locator('h1').innerText()).toBe('The month in PMS news')
    expect(await preview.innerText('body')).toContain(title)
    // The article's picture, from our media, loaded.
    const picture = await preview
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0 }))
    expect(picture.src.startsWith(`${app.url}/media/`)).toBe(true)
    expect(picture.loaded).toBe(true)
    for (const [width, name] of [
      [1366, 'desktop'],
      [390, 'phone'],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        await preview.setViewportSize({ width, height: 900 })
        await preview.emulateMedia({ colorScheme: scheme })
        const colours = await mailColours(preview)
        // Dark mode: a dark background under light text, not the light mail inverted by guesswork.
        if (scheme === 'dark') expect(colours).toEqual({ background: 'rgb(17, 20, 24)', text: 'rgb(230, 232, 235)' })
        else expect(colours.text).toBe('rgb(29, 35, 48)')
        expect(await preview.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        await keepScreenshot(preview, `${SHOTS}/mail-${name}-${scheme}`)
      }
    }
    const [text] = await Promise.all([context.waitForEvent('page'), page.getByText('Plain text').click()])
    await text.waitForLoadState()
    expect(await text.innerText('body')).toContain(`## ${title}`)

    await page.getByRole('button', { name: 'Send a test to me' }).click()
    expect((await smtp.mailTo(EDITOR.email)).subject).toBe('[Test] The month in PMS news')

    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Send now' }).click()
    await smtp.mailTo('reader.one@example.com')
    await smtp.mailTo('reader.two@example.com')
    await sendsFinished(app.sql)
    await page.reload()
    await expect.poll(() => page.getByText('This issue has been sent').isVisible()).toBe(true)

    await page.goto(`${app.url}/cockpit/collections/newsletter-runs`)
    // The list links to the send's report; followed by its address: a click that landed while the list was still
    // hydrating went nowhere once, on a loaded machine, and the test waited out its 90 s.
    const report = await page.getByRole('link', { name: 'Issue: The month in PMS news' }).getAttribute('href')
    expect(report).toMatch(/\/cockpit\/collections\/newsletter-runs\/\d+$/)
    await page.goto(new URL(report!, app.url).toString())
    expect(await page.locator('#field-sent').inputValue()).toBe('2')
    await expect.poll(() => page.getByText('None.').isVisible()).toBe(true)
    await keepScreenshot(page, `${SHOTS}/send-report-desktop-light`)
    await context.close()
  })

  it('leads a reader from the mail to their preferences, which they change without an account, on a phone and a desktop', async () => {
    const mail = smtp.mailsTo('reader.one@example.com').at(-1)!
    const link = /(http:\/\/\S+\/subscribe\/preferences\?token=\S+)/.exec(mail.text)![1]!
    // Loaded once: the page has no script, and its layout and colours follow the window and the scheme in CSS.
    const looks = await browser().newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false })
    const preferences = await looks.newPage()
    await preferences.goto(link)
    expect(await preferences.locator('h1').innerText()).toBe('Newsletter preferences')
    for (const [width, name] of [
      [1366, 'desktop'],
      [390, 'phone'],
    ] as const) {
      await preferences.setViewportSize({ width, height: 900 })
      for (const scheme of ['light', 'dark'] as const) {
        await preferences.emulateMedia({ colorScheme: scheme })
        expect(await preferences.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        await keepScreenshot(preferences, `${SHOTS}/preferences-${name}-${scheme}`)
      }
    }
    await looks.close()
    // Without script, as every public page: the form posts and the page says it saved.
    const context = await browser().newContext({ javaScriptEnabled: false })
    const tab = await context.newPage()
    await tab.goto(link)
    await tab.getByLabel('Daily digest (on days with new articles)').check()
    await tab.getByLabel('Nordlys PMS').check()
    await tab.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => tab.getByText('Saved. The next mail follows your new choices.').isVisible()).toBe(true)
    const [row] = await app.sql(
      `SELECT digest::text, array(SELECT p.slug FROM subscribers_rels f JOIN pmses p ON p.id = f.pmses_id WHERE f.parent_id = s.id) AS follows FROM subscribers s WHERE email = 'reader.one@example.com'`,
    )
    expect(row).toEqual({ digest: 'daily', follows: ['nordlys-pms'] })
    await context.close()
  })
})
