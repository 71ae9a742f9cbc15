/**
 * The newsletter on the site (issue 8; one form a page since issue 23): the subscribe form on the home page, on
 * article pages and on /subscribe, linked from every page, working without JavaScript, and what the markdown tells
 * agents.
 */
import { describe, expect, it } from 'vitest'

import { insertArticle, insertAuthor, insertPms } from '../../helpers/content'
import { formsOf, useNewsletterApp } from './newsletterClient'

const { app, freshIp, postForm, subscriber } = useNewsletterApp(async (sql) => {
  const pms_id = await insertPms(sql, { name: 'Harbor PMS', slug: 'harbor-pms' })
  const author_id = await insertAuthor(sql, { name: 'Maya Ortiz', slug: 'maya-ortiz' })
  await insertArticle(sql, { title: 'Harbor PMS ships mobile keys', slug: 'mobile-keys', pms_id, author_id })
})
const { sql } = app

describe('the form, without JavaScript', () => {
  it('is on the home page and on article pages, once each, and every page links to it', async () => {
    const home = await (await fetch(`${app.url}/`)).text()
    expect(formsOf(home).filter((form) => form.action === '/subscribe')).toEqual([
      { method: 'post', action: '/subscribe', class: 'subscribe-form' },
    ])
    expect(home).toContain('name="source" value="home"')
    const emailInput = [...home.matchAll(/<input\b[^>]*>/g)]
      .map((match) => match[0])
      .find((tag) => tag.includes('name="email"'))
    expect(emailInput).toMatch(/type="email"/)
    expect(emailInput).toMatch(/required=""/)
    expect(home).toMatch(
      /<input id="subscribe-home-website" type="text" tabindex="-1" autoComplete="off" name="website"\/>/,
    )
    expect(home).toMatch(/<div class="subscribe-trap" aria-hidden="true">/)
    const [article] = await sql<{ pms: string; slug: string }>(
      `SELECT p.slug AS pms, a.slug FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published LIMIT 1`,
    )
    const page = await (await fetch(`${app.url}/${article!.pms}/${article!.slug}`)).text()
    expect(page).toContain('name="source" value="article"')
    expect(formsOf(page).filter((form) => form.action === '/subscribe')).toHaveLength(1)
    for (const path of ['/subscribe', '/glossary', '/harbor-pms']) {
      const html = await (await fetch(`${app.url}${path}`)).text()
      expect(formsOf(html).filter((form) => form.action === '/subscribe').length).toBeLessThanOrEqual(1)
      expect(html).toMatch(/<a href="\/subscribe"( aria-current="page")?>Newsletter<\/a>/)
    }
    // A sign-up from the home page says so in its consent evidence.
    await postForm(
      '/subscribe',
      { email: 'home.reader@example.com', source: 'home', website: '' },
      { 'x-forwarded-for': freshIp() },
    )
    expect(await subscriber('home.reader@example.com')).toMatchObject({ consent_source: 'home' })
  })

  it('subscribes with a form post, answered by a redirect to a page that says what happens next', async () => {
    const ip = freshIp()
    const response = await postForm(
      '/subscribe',
      { email: 'form.reader@example.com', source: 'article', website: '' },
      { 'x-forwarded-for': ip },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/subscribe?result=check-inbox#subscribe-result')
    expect(await subscriber('form.reader@example.com')).toMatchObject({
      status: 'pending',
      consent_source: 'article',
      requested_ip: ip,
    })
    expect(await (await fetch(`${app.url}/subscribe?result=check-inbox`)).text()).toContain('Check your inbox.')

    const invalid = await postForm(
      '/subscribe',
      { email: 'not-an-address', source: 'footer' },
      { 'x-forwarded-for': ip },
    )
    expect(invalid.headers.get('location')).toBe('/subscribe?result=invalid-email#subscribe-result')
    expect(await (await fetch(`${app.url}/subscribe?result=invalid-email`)).text()).toContain(
      'does not look like an email address',
    )
  })

  it('sends the form to a page that says when to try again once over the limit', async () => {
    const ip = freshIp()
    for (let index = 0; index < 5; index += 1)
      await postForm('/subscribe', { email: `form.limit.${index}@example.com` }, { 'x-forwarded-for': ip })
    const refused = await postForm('/subscribe', { email: 'form.limit.5@example.com' }, { 'x-forwarded-for': ip })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toMatch(
      /^\/subscribe\?result=too-many-requests&retry_after=\d+#subscribe-result$/,
    )
    expect(await (await fetch(`${app.url}${refused.headers.get('location')}`)).text()).toMatch(
      /try again in about \d+ minutes/,
    )
  })
})

describe('markdown', () => {
  it('tells agents where a person subscribes, and not how to subscribe someone', async () => {
    const home = await fetch(`${app.url}/`, { headers: { accept: 'text/markdown' } })
    const text = await home.text()
    expect(text).toContain(`${app.url}/subscribe`)
    expect(text).toContain('Agents must not subscribe anyone on their behalf.')
    const page = await fetch(`${app.url}/subscribe`, { headers: { accept: 'text/markdown' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(Number(page.headers.get('x-markdown-tokens'))).toBeGreaterThan(50)
    const markdown = await page.text()
    expect(markdown).toMatch(/^---\ntitle: "The PMS News newsletter"/)
    expect(markdown).toContain("do not subscribe an address on anyone's behalf")
    for (const said of [home, page]) expect(said.ok).toBe(true)
    for (const body of [text, markdown]) {
      expect(body).not.toMatch(/POST|application\/json|"email"/)
    }
  })
})
