/**
 * Who reads what (issue 45), end to end: a scripted mix of reads — a person's browser (page-cache hits among them, one
 * sent from another site), an AI agent asking for markdown, another reading the `.md`, a feed reader, a search
 * crawler, an agent that signs its requests (Web Bot Auth), an agent calling MCP's get-article — and reads that are
 * not counted (a sitemap, a page that is not there). The counts settle in PostgreSQL; the cockpit's dashboard, the
 * article's sidebar and the CSV export show each exactly, in a real browser, at 1366 and 390 px, light and dark
 * (screenshots under test-results/cockpit/).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { cockpitSignedIn, inEveryLook, keepScreenshot, useBrowser } from '../helpers/browser'
import { signIn } from '../helpers/cockpitSession'
import { useBotAgent } from '../helpers/botAgent'
import { postJsonRpc } from '../helpers/mcpJsonRpc'
import { authorizedAgentWithoutBrowser } from '../helpers/oauthAgent'

const crawler = useBotAgent('https://crawler.example.com')
const app = useApp({
  database: 'seededWithAccounts',
  env: () => ({ READ_COUNTS_SETTLE_SECONDS: '1', ...crawler.env() }),
})
const { sql } = app
const browser = useBrowser()

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)'
const CLAUDEBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const FEEDLY = 'Feedly/1.0 (+http://www.feedly.com/fetcher.html; 3 subscribers)'

let article: { id: number; path: string; slug: string }

async function read(path: string, headers: Record<string, string>, status = 200) {
  const response = await fetch(`${app.url}${path}`, { headers })
  await response.arrayBuffer()
  expect(response.status, path).toBe(status)
  return response.headers.get('x-cache')
}

beforeAll(async () => {
  ;[article] = await sql<{ id: number; path: string; slug: string }>(
    `SELECT a.id, a.slug, '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id
     WHERE a.is_published AND p.is_published ORDER BY a.published_at DESC LIMIT 1`,
  )
})

/** The reads the rest of the file expects: run first, and waited for until every one has settled. */
it('counts a scripted mix of reads, hits of the page cache among them', async () => {
  // A person reads the article three times, the second and third from the page cache, once sent from another site.
  expect(await read(article.path, { 'user-agent': CHROME })).toBe('MISS')
  expect(await read(article.path, { 'user-agent': CHROME })).toBe('HIT')
  await read(article.path, { 'user-agent': CHROME, referer: 'https://news.ycombinator.com/item?id=42' })
  // Agents: markdown by Accept twice, the .md once, the home page by a search crawler, the feed by a feed reader.
  await read(article.path, { 'user-agent': GPTBOT, accept: 'text/markdown' })
  await read(article.path, { 'user-agent': GPTBOT, accept: 'text/markdown' })
  await read(`${article.path}.md`, { 'user-agent': CLAUDEBOT })
  await read('/', { 'user-agent': GOOGLEBOT })
  await read('/feed', { 'user-agent': FEEDLY })
  await read('/feed', { 'user-agent': FEEDLY })
  // An agent that signs its requests (Web Bot Auth) reads the article.
  await read(article.path, await crawler.sign(`${app.url}${article.path}`))
  // Not reads: a sitemap, a page that is not there.
  await read('/sitemap.xml', { 'user-agent': GOOGLEBOT })
  await read('/no-such-page/really-not', { 'user-agent': CHROME }, 404)
  // An agent reads the article through MCP, under a grant a person approved.
  const { tokens } = await authorizedAgentWithoutBrowser(`${app.url}/mcp`, 'articles:read', ADMIN, {
    client_name: 'Research agent',
  })
  const call = await postJsonRpc(
    `${app.url}/mcp`,
    { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get-article', arguments: { id: article.id } } },
    { authorization: `Bearer ${tokens.access_token}` },
  )
  expect(call.status).toBe(200)
  expect(JSON.stringify(call.message)).not.toContain('"isError":true')
  // Every read settled (the app settles each second).
  await expect
    .poll(async () => Number((await sql(`SELECT coalesce(sum(reads), 0) AS n FROM read_counts`))[0]!.n), {
      timeout: 30_000,
    })
    .toBe(11)
})

describe('the counts', () => {
  it('are kept by day, page, form, kind of reader and referring site, with nothing personal', async () => {
    const rows = await sql(
      `SELECT path, article_id, format, kind, name, referrer, reads::int FROM read_counts
       WHERE day = current_date ORDER BY path, format, kind, name, referrer`,
    )
    const page = article.path
    const id = article.id
    expect(rows).toEqual(
      [
        {
          path: '/',
          article_id: null,
          format: 'html',
          kind: 'declared-agent',
          name: 'Googlebot',
          referrer: '',
          reads: 1,
        },
        {
          path: '/feed',
          article_id: null,
          format: 'feed',
          kind: 'feed-reader',
          name: 'Feedly',
          referrer: '',
          reads: 2,
        },
        { path: page, article_id: id, format: 'html', kind: 'person', name: '', referrer: '', reads: 2 },
        {
          path: page,
          article_id: id,
          format: 'html',
          kind: 'person',
          name: '',
          referrer: 'news.ycombinator.com',
          reads: 1,
        },
        {
          path: page,
          article_id: id,
          format: 'markdown',
          kind: 'declared-agent',
          name: 'GPTBot',
          referrer: '',
          reads: 2,
        },
        { path: page, article_id: id, format: 'mcp', kind: 'mcp', name: 'Research agent', referrer: '', reads: 1 },
        {
          path: page,
          article_id: id,
          format: 'html',
          kind: 'verified-agent',
          name: 'crawler.example.com',
          referrer: '',
          reads: 1,
        },
        { path: page, article_id: id, format: 'md', kind: 'declared-agent', name: 'ClaudeBot', referrer: '', reads: 1 },
      ].sort((a, b) =>
        `${a.path} ${a.format} ${a.kind} ${a.name} ${a.referrer}`.localeCompare(
          `${b.path} ${b.format} ${b.kind} ${b.name} ${b.referrer}`,
        ),
      ),
    )
  })

  it('download as CSV for staff only, and a bad number of days is a 400', async () => {
    const { token } = await signIn(app.url, EDITOR.email, EDITOR.password)
    const cookie = { authorization: `JWT ${token}` }
    const response = await fetch(`${app.url}/cms-api/articles/reads.csv?days=7`, { headers: cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines[0]).toBe('day,path,article_id,format,reader,agent,referrer,purpose,reads,ignored_robots_txt,refused')
    expect(lines).toHaveLength(9)
    expect(lines).toContain(
      `${new Date().toISOString().slice(0, 10)},${article.path},${article.id},md,declared-agent,ClaudeBot,,ai-training,1,0,0`,
    )
    expect((await fetch(`${app.url}/cms-api/articles/reads.csv`)).status).toBe(401)
    for (const days of ['0', '401', 'many', '-1'])
      expect((await fetch(`${app.url}/cms-api/articles/reads.csv?days=${days}`, { headers: cookie })).status).toBe(400)
  })
})

describe('the cockpit', () => {
  it('shows each count on the dashboard and in the article sidebar, at 1366 and 390 px, light and dark', async () => {
    const { context, page } = await cockpitSignedIn(browser(), app.url, EDITOR, { at: null })
    try {
      const card = page.getByRole('region', { name: 'Readers' })
      await inEveryLook(
        page,
        () => page.goto(`${app.url}/cockpit`),
        async ({ width, scheme }) => {
          await card.waitFor()
          const totals = card.locator('[data-people]')
          expect(await totals.getAttribute('data-people')).toBe('3')
          expect(await totals.getAttribute('data-agents')).toBe('8')
          const list = async (label: string) =>
            Object.fromEntries(
              await card
                .getByRole('list', { name: label })
                .locator('li')
                .evaluateAll((items) =>
                  items.map((item) => [
                    (item as HTMLElement).dataset.name ?? (item as HTMLElement).dataset.path,
                    Number((item as HTMLElement).dataset.reads),
                  ]),
                ),
            )
          expect(await list('Who read')).toEqual({
            person: 3,
            'declared-agent': 4,
            'feed-reader': 2,
            'verified-agent': 1,
            mcp: 1,
          })
          expect(await list('In which form')).toEqual({ html: 5, markdown: 2, md: 1, feed: 2, mcp: 1 })
          expect(await list('Most read by people')).toEqual({ [article.path]: 3 })
          expect(await list('Most read by agents')).toEqual({ [article.path]: 5, '/feed': 2, '/': 1 })
          expect(await list('Verified agents')).toEqual({ 'crawler.example.com': 1 })
          expect(await list('Declared agents and crawlers')).toEqual({ GPTBot: 2, ClaudeBot: 1, Googlebot: 1 })
          expect(await list('Sites that sent readers')).toEqual({ 'news.ycombinator.com': 1 })
          // Machines by purpose (issue 65): an MCP tool call is an assistant's, the signed crawler an other bot.
          expect(
            await card
              .locator('[data-purpose]')
              .evaluateAll((sections) =>
                sections.map(
                  (section) => `${(section as HTMLElement).dataset.purpose}=${(section as HTMLElement).dataset.reads}`,
                ),
              ),
          ).toEqual(['search=1', 'ai-training=3', 'ai-assistant=1', 'feed-reader=2', 'other-bot=1'])
          expect(await list('AI training crawlers: agents')).toEqual({ GPTBot: 2, ClaudeBot: 1 })
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
            .toBe(true)
          await card.scrollIntoViewIfNeeded()
          await keepScreenshot(page, `cockpit/dashboard-readers-${width}-${scheme}`, { fullPage: false })
        },
      )
      const reads = page.locator('.article-reads')
      await inEveryLook(
        page,
        () => page.goto(`${app.url}/cockpit/collections/articles/${article.id}`),
        async ({ width, scheme }) => {
          await reads.waitFor()
          const figures = reads.locator('[data-people]')
          expect(await figures.getAttribute('data-people')).toBe('3')
          expect(await figures.getAttribute('data-agents')).toBe('5')
          expect(await reads.locator('[data-kinds]').getAttribute('data-kinds')).toBe(
            'declared-agent=3,person=3,mcp=1,verified-agent=1',
          )
          expect(await reads.locator('[data-formats]').getAttribute('data-formats')).toBe(
            'html=4,markdown=2,mcp=1,md=1',
          )
          await reads.evaluate((element) => element.scrollIntoView({ block: 'center' }))
          await keepScreenshot(page, `cockpit/article-reads-${width}-${scheme}`, { fullPage: false })
        },
      )
    } finally {
      await context.close()
    }
  })
})
