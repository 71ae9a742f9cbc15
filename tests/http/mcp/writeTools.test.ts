/**
 * The MCP editorial tool server (issue 10) through the MCP SDK's own `Client` over streamable HTTP, with tokens
 * from the real OAuth flow (a person approving in headless Chromium): the tools and their schemas, every tool with
 * good and bad arguments, scopes, revocation, the audit trail, and the endpoint's refusals.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAppServer, type AppServer } from '../helpers/appServer'
import { cockpitSignedIn, launchBrowser } from '../helpers/browser'
import { addAccount, ADMIN, EDITOR } from '../helpers/accounts'
import { consentingPerson } from '../helpers/oauthAgent'
import { runSql } from '../helpers/sql'
import { fixtureDatabase, type TestDatabase } from '../helpers/testEnv'

let database: TestDatabase
let server: AppServer
let browser: Browser
let writer: { client: Client; token: string; clientId: string }
let reader: { client: Client; token: string }

const ALL_SCOPES = 'articles:read articles:write pms:write glossary:write pr-links:write'
const mcpUrl = () => `${server.url}/mcp`
const { authorizedAgent } = consentingPerson(
  () => browser,
  () => mcpUrl(),
)
const sql = async <T = Record<string, unknown>>(query: string, params: unknown[] = []) => (await runSql(database.url, query, params)).rows as T[]

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl()), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }))
  return client
}

async function agentWith(scope: string, clientName: string) {
  const { agent, tokens } = await authorizedAgent(scope, ADMIN, { client_name: clientName })
  return { client: await connect(tokens.access_token), token: tokens.access_token, clientId: agent.information!.client_id }
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult
const structured = <T = Record<string, unknown>>(result: CallToolResult) => {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
  return result.structuredContent as T
}
const errorText = (result: CallToolResult) => {
  expect(result.isError).toBe(true)
  return (result.content as Array<{ text: string }>)[0]!.text
}

const rawPost = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(mcpUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25', ...headers },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  // The demo content, an admin and an editor.
  const fixture = await fixtureDatabase('seededWithAccounts')
  database = fixture.database
  server = await startAppServer({ DATABASE_URL: database.url, DATA_DIR: fixture.dataDir, MCP_RATE_LIMIT_PER_MINUTE: '200' })
  browser = await launchBrowser()
  writer = await agentWith(ALL_SCOPES, 'Newsroom writer')
  reader = await agentWith('articles:read', 'Read-only reader')
})

afterAll(async () => {
  await writer?.client.close()
  await reader?.client.close()
  await browser?.close()
  await server?.stop()
  await database?.drop()
})

describe('the server', () => {
  it('lists fifteen tools, each with a title, a description, input and output schemas and honest annotations', async () => {
    const { tools } = await writer.client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'create-article',
        'create-glossary-term',
        'create-pms',
        'create-pr-link',
        'delete-pr-link',
        'get-article',
        'get-glossary-term',
        'list-articles',
        'list-categories',
        'list-glossary-terms',
        'list-pmses',
        'list-pr-links',
        'update-article',
        'update-pms-profile',
        'update-pr-link',
      ].sort(),
    )
    for (const tool of tools) {
      expect(tool.title, tool.name).toBeTruthy()
      expect(tool.description!.length, tool.name).toBeGreaterThan(40)
      expect(tool.inputSchema.type).toBe('object')
      expect(tool.outputSchema?.type, tool.name).toBe('object')
      const reads = tool.name.startsWith('list-') || tool.name.startsWith('get-')
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(reads)
      expect(tool.annotations?.destructiveHint ?? false, tool.name).toBe(tool.name === 'delete-pr-link')
      // Publishing an article reaches the social network; nothing else leaves the site.
      expect(tool.annotations?.openWorldHint, tool.name).toBe(tool.name.endsWith('-article') && !reads)
    }
    const createArticle = tools.find((tool) => tool.name === 'create-article')!
    expect(createArticle.inputSchema.required).toEqual(expect.arrayContaining(['pms_id', 'author_id', 'title', 'body']))
    expect(createArticle.description).toMatch(/DRAFT/)
  })

  it('answers GET and DELETE with 405, another site\'s Origin with 403, and an unknown protocol version with 400', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(mcpUrl(), { method, headers: { authorization: `Bearer ${writer.token}` } })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' }
    expect((await rawPost(ping, { authorization: `Bearer ${writer.token}`, origin: 'https://evil.example' })).status).toBe(403)
    expect((await rawPost(ping, { authorization: `Bearer ${writer.token}`, origin: server.url })).status).toBe(200)
    expect((await rawPost(ping, { authorization: `Bearer ${writer.token}`, 'mcp-protocol-version': '1999-01-01' })).status).toBe(400)
  })

  it('takes batches only under protocol 2025-03-26, with distinct ids and at most one write, and refuses a body over 1 MB with 413', async () => {
    const auth = { authorization: `Bearer ${writer.token}` }
    const ping = (id: number | string) => ({ jsonrpc: '2.0', id, method: 'ping' })
    const write = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'delete-pr-link', arguments: { id: 999_999 } } })
    const old = { ...auth, 'mcp-protocol-version': '2025-03-26' }
    const refusal = async (response: Response) => ({ status: response.status, error: ((await response.json()) as { error: { message: string } }).error.message })
    expect(await refusal(await rawPost([ping(1), ping(2)], auth))).toEqual({ status: 400, error: expect.stringMatching(/only in protocol 2025-03-26/) })
    expect(await refusal(await rawPost([], old))).toEqual({ status: 400, error: expect.stringMatching(/empty batch/) })
    expect(await refusal(await rawPost([ping(1), ping(1)], old))).toEqual({ status: 400, error: expect.stringMatching(/its own id/) })
    expect(await refusal(await rawPost([write(1), write(2)], old))).toEqual({ status: 400, error: expect.stringMatching(/at most one write/) })
    // A request cancelled in its own batch would never be answered, and the JSON answer would wait for it for ever.
    const cancelled = [{ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list-pmses', arguments: {} } }, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }]
    expect(await refusal(await rawPost(cancelled, old))).toEqual({ status: 400, error: expect.stringMatching(/cancellation/) })
    const tooMany = Array.from({ length: 101 }, (_, index) => ping(index))
    expect(await refusal(await rawPost(tooMany, old))).toEqual({ status: 400, error: expect.stringMatching(/at most 100/) })
    const answers = (await (await rawPost([ping(1), write(2)], old)).json()) as Array<{ id: number }>
    expect(answers.map((answer) => answer.id).sort()).toEqual([1, 2])

    const huge = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...auth },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { padding: 'x'.repeat(1024 * 1024) } }),
    })
    expect(huge.status).toBe(413)
  })

  it('asks for a token with the metadata address, and refuses a missing scope with 403 insufficient_scope', async () => {
    const missing = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/list' })
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource/mcp"`)
    expect(missing.headers.get('www-authenticate')).toContain('scope="articles:read articles:write pms:write glossary:write pr-links:write"')
    const forbidden = await rawPost({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'create-article', arguments: {} } }, { authorization: `Bearer ${reader.token}` })
    expect(forbidden.status).toBe(403)
    // The challenge names the scopes to ask for: the ones held and the missing one, so a client asking again keeps reading.
    expect(forbidden.headers.get('www-authenticate')).toMatch(/error="insufficient_scope"/)
    expect(forbidden.headers.get('www-authenticate')).toContain('scope="articles:read articles:write"')
    // Every message of a batch is checked, not only the first.
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list-categories', arguments: {} } },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'create-article', arguments: {} } },
    ]
    expect((await rawPost(batch, { authorization: `Bearer ${reader.token}`, 'mcp-protocol-version': '2025-03-26' })).status).toBe(403)
    // A batch lacking two scopes asks for both at once, not one re-authorization after another.
    const keeper = await agentWith('pr-links:write', 'Link keeper')
    const readAndWrite = [{ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list-pmses', arguments: {} } }, batch[1]]
    const both = await rawPost(readAndWrite, { authorization: `Bearer ${keeper.token}`, 'mcp-protocol-version': '2025-03-26' })
    expect(both.status).toBe(403)
    expect(both.headers.get('www-authenticate')).toContain('scope="pr-links:write articles:read articles:write"')
    await keeper.client.close()
    await expect(reader.client.callTool({ name: 'create-pr-link', arguments: {} })).rejects.toThrow(/403|insufficient_scope/)
    // A tool name that is an object's own property name is no tool, and no crash.
    const odd = await rawPost({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'constructor', arguments: {} } }, { authorization: `Bearer ${reader.token}` })
    expect(odd.status).toBe(200)
    const oddBody = (await odd.json()) as { id: number; result: { isError: boolean; content: Array<{ text: string }> } }
    expect(oddBody).toMatchObject({ id: 3, result: { isError: true } })
    expect(oddBody.result.content[0]!.text).toMatch(/constructor/)
    // Reading is what the read-only grant is for.
    expect(structured(await call(reader.client, 'list-categories')).categories).toBeInstanceOf(Array)
  })
})

describe('read tools', () => {
  it('list and page PMSes, categories, glossary terms and PR links, and refuse a cursor they did not make', async () => {
    const first = structured<{ pmses: Array<{ id: number; name: string }>; total: number; next_cursor: string | null }>(await call(writer.client, 'list-pmses', { limit: 5 }))
    expect(first.pmses).toHaveLength(5)
    expect(first.total).toBeGreaterThan(5)
    const second = structured<{ pmses: Array<{ id: number }> }>(await call(writer.client, 'list-pmses', { limit: 5, cursor: first.next_cursor }))
    expect(second.pmses.map((pms) => pms.id)).not.toContain(first.pmses[0]!.id)
    expect(structured<{ pmses: Array<{ name: string }> }>(await call(writer.client, 'list-pmses', { query: 'Harbor' })).pmses.map((pms) => pms.name)).toEqual(['Harbor PMS'])
    expect(errorText(await call(writer.client, 'list-pmses', { cursor: 'made-up' }))).toMatch(/next_cursor/)
    expect(structured<{ categories: unknown[] }>(await call(writer.client, 'list-categories')).categories.length).toBeGreaterThan(0)
    expect(structured<{ terms: Array<{ term: string }> }>(await call(writer.client, 'list-glossary-terms', { query: 'GOPPAR' })).terms[0]!.term).toBe('GOPPAR')
    expect(structured<{ pr_links: unknown[] }>(await call(writer.client, 'list-pr-links', { pms: 'harbor-pms' })).pr_links).toBeInstanceOf(Array)
    expect(errorText(await call(writer.client, 'list-pmses', { limit: 500 }))).toMatch(/limit/)
    expect(errorText(await call(writer.client, 'list-categories', { limit: 0 }))).toMatch(/limit/)
    expect(errorText(await call(writer.client, 'list-glossary-terms', { cursor: 'made-up' }))).toMatch(/next_cursor/)
    // A PMS or category that does not exist is pointed out, not answered with an empty list.
    expect(errorText(await call(writer.client, 'list-pr-links', { pms: 'no-such-pms' }))).toBe('No PMS has slug "no-such-pms"; find it with list-pmses.')
    expect(errorText(await call(writer.client, 'list-articles', { category: 999_999 }))).toBe('No category has id 999999; find it with list-categories.')
    expect(errorText(await call(writer.client, 'list-pr-links', { active: 'yes' }))).toMatch(/active/)
    // A misspelt argument is refused, not dropped: a list "filtered" by it would silently be the whole list.
    expect(errorText(await call(writer.client, 'list-articles', { status: 'draft' }))).toMatch(/status/)
    expect(errorText(await call(writer.client, 'create-pms', { name: 'Typo PMS', is_publshed: true }))).toMatch(/is_publshed/)
    expect(await sql(`SELECT 1 FROM pmses WHERE name = 'Typo PMS'`)).toEqual([])
    const nul = errorText(await call(writer.client, 'list-articles', { query: 'a\u0000b' }))
    expect(nul).toMatch(/NUL/)
    expect(nul).not.toMatch(/Failed query/)
  })

  it('filter articles by PMS, state and words, and get one by id or slug with its markdown body', async () => {
    const { articles } = structured<{ articles: Array<{ id: number; slug: string; state: string; pms: { slug: string }; url: string }> }>(
      await call(writer.client, 'list-articles', { pms: 'harbor-pms', state: 'published', limit: 50 }),
    )
    expect(articles.length).toBeGreaterThan(0)
    for (const article of articles) expect(article).toMatchObject({ state: 'published', pms: { slug: 'harbor-pms' } })
    const byId = structured<{ article: { id: number; slug: string; body: string; updated_at: string } }>(await call(writer.client, 'get-article', { id: articles[0]!.id })).article
    expect(byId.body.length).toBeGreaterThan(50)
    expect(structured<{ article: { id: number } }>(await call(writer.client, 'get-article', { slug: byId.slug })).article.id).toBe(byId.id)
    expect(errorText(await call(writer.client, 'get-article', {}))).toMatch(/exactly one of id or slug/)
    expect(errorText(await call(writer.client, 'get-article', { id: 999_999 }))).toMatch(/No article has id 999999/)
    const words = structured<{ articles: Array<{ title: string }> }>(await call(writer.client, 'list-articles', { query: 'Series B' })).articles
    expect(words.some((article) => article.title.includes('Series B'))).toBe(true)
    const term = structured<{ term: { body: string | null } }>(await call(writer.client, 'get-glossary-term', { slug: 'goppar' })).term
    expect(term.body).toBeTruthy()
    expect(errorText(await call(writer.client, 'get-glossary-term', { slug: 'no-such-term' }))).toMatch(/list-glossary-terms/)
  })
})

describe('write tools', () => {
  it('create a draft article by default, say so, and publish it through update-article with a stale-edit guard', async () => {
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const [author] = await sql<{ id: number }>(`SELECT id FROM authors ORDER BY id LIMIT 1`)
    const created = structured<{ article: { id: number; state: string; slug: string }; message: string }>(
      await call(writer.client, 'create-article', { pms_id: pms!.id, author_id: author!.id, title: 'Harbor PMS tests an agent-written draft', body: 'A body in **markdown**, long enough to read.' }),
    )
    expect(created.article.state).toBe('draft')
    expect(created.message).toMatch(/draft/)
    const [row] = await sql<{ is_published: boolean }>(`SELECT is_published FROM articles WHERE id = $1`, [created.article.id])
    expect(row!.is_published).toBe(false)

    const dangling = errorText(await call(writer.client, 'create-article', { pms_id: 999_999, author_id: author!.id, title: 'x', body: 'y' }))
    expect(dangling).toBe('pms_id 999999 names no existing record; find the right id with list-pmses.')
    expect((await call(writer.client, 'create-article', { pms_id: pms!.id, title: 'No author', body: 'y' })).isError).toBe(true)

    const current = structured<{ article: { updated_at: string } }>(await call(writer.client, 'get-article', { id: created.article.id })).article
    const stale = await call(writer.client, 'update-article', { id: created.article.id, expected_updated_at: '2020-01-01T00:00:00.000Z', title: 'Overwrite' })
    expect(errorText(stale)).toMatch(/changed at .* get-article again/)
    // Two editors' agents with the same version in hand: one change wins, the other is told to read again.
    const racing = await Promise.all(
      ['First title', 'Second title'].map((title) => call(writer.client, 'update-article', { id: created.article.id, expected_updated_at: current.updated_at, title })),
    )
    expect(racing.filter((result) => !result.isError)).toHaveLength(1)
    expect(errorText(racing.find((result) => result.isError)!)).toMatch(/get-article again/)
    const latest = structured<{ article: { updated_at: string } }>(await call(writer.client, 'get-article', { id: created.article.id })).article
    current.updated_at = latest.updated_at
    const published = structured<{ article: { state: string }; changed: string[] }>(
      await call(writer.client, 'update-article', { id: created.article.id, expected_updated_at: current.updated_at, is_published: true, excerpt: 'Now with an excerpt.' }),
    )
    expect(published.article.state).toBe('published')
    // Publishing stamps published_at, and the record says so.
    expect(published.changed).toEqual(expect.arrayContaining(['excerpt', 'is_published (false → true)', expect.stringMatching(/^published_at \(null → "\d{4}-/)]))
    // Publishing queued the same publishing job as the cockpit and REST.
    const jobs = await sql(`SELECT 1 FROM payload_jobs WHERE workflow_slug = 'publish-article' AND (input->>'articleId')::int = $1`, [created.article.id])
    expect(jobs.length).toBe(1)
    expect(errorText(await call(writer.client, 'update-article', { id: created.article.id }))).toMatch(/Nothing to change/)
    expect(errorText(await call(writer.client, 'update-article', { id: 999_999, title: 'x' }))).toMatch(/No article has id/)
    // Every write is a version naming the agent and the person who approved its grant (docs/decisions/017).
    const versions = await sql<{ version_edited_by: string }>(`SELECT version_edited_by FROM _articles_v WHERE parent_id = $1`, [created.article.id])
    expect(versions.length).toBeGreaterThanOrEqual(3)
    for (const version of versions) expect(version.version_edited_by).toMatch(/^agent ".+" \(MCP\), approved by \S+@\S+$/)
    // The body came in as markdown, is stored as rich text too, and a path of ours naming no image is refused.
    const [stored] = await sql<{ body: string; rich: boolean }>(`SELECT body, content IS NOT NULL AS rich FROM articles WHERE id = $1`, [created.article.id])
    expect(stored).toEqual({ body: 'A body in **markdown**, long enough to read.', rich: true })
    const broken = await call(writer.client, 'update-article', { id: created.article.id, body: 'See ![x](/media/news/featurd.webp)' })
    expect(errorText(broken)).toMatch(/body: The text holds an image of ours that does not exist \(\/media\/news\/featurd\.webp\)/)
  })

  it('create and update a PMS profile, create a glossary term, and create, update and delete a PR link', async () => {
    const pms = structured<{ pms: { id: number; slug: string; is_published: boolean } }>(
      await call(writer.client, 'create-pms', { name: 'Lighthouse Stay', vendor: 'Lighthouse Software', deployment: 'cloud', integrations: ['Stripe'], capabilities: { pos: true } }),
    ).pms
    expect(pms).toMatchObject({ slug: 'lighthouse-stay', is_published: false })
    expect(errorText(await call(writer.client, 'create-pms', { name: 'Lighthouse Stay', slug: 'lighthouse-stay' }))).toMatch(/slug/)
    expect((await call(writer.client, 'create-pms', { name: 'Bad', deployment: 'mainframe' })).isError).toBe(true)
    const updated = structured<{ changed: string[] }>(await call(writer.client, 'update-pms-profile', { id: pms.id, tagline: 'PMS for lighthouses', founded_year: 2019 }))
    expect(updated.changed).toEqual(['tagline', 'founded_year'])
    expect(errorText(await call(writer.client, 'update-pms-profile', { id: 999_999, tagline: 'x' }))).toMatch(/No PMS has id/)

    const term = structured<{ term: { id: number; slug: string } }>(await call(writer.client, 'create-glossary-term', { term: 'Lighthouse keeping', short_definition: 'Looking after a lighthouse, a test term made by an agent.' })).term
    expect(term.slug).toBe('lighthouse-keeping')
    expect((await call(writer.client, 'create-glossary-term', { term: 'Missing definition' })).isError).toBe(true)

    const link = structured<{ pr_link: { id: number; is_active: boolean } }>(
      await call(writer.client, 'create-pr-link', { title: 'Lighthouse launches', url: 'https://lighthouse.example/news', pms_id: pms.id, date: '2026-11-01' }),
    ).pr_link
    expect(link.is_active).toBe(true)
    expect(errorText(await call(writer.client, 'create-pr-link', { title: 'Bad', url: 'ftp://x.example', pms_id: pms.id }))).toBeTruthy()
    expect(structured<{ changed: string[] }>(await call(writer.client, 'update-pr-link', { id: link.id, is_active: false })).changed).toEqual(['is_active (true → false)'])
    expect(errorText(await call(writer.client, 'update-pr-link', { id: link.id, url: 'javascript:alert(1)' }))).toMatch(/url/i)
    expect(errorText(await call(writer.client, 'update-pr-link', { id: link.id }))).toMatch(/Nothing to change/)
    expect(errorText(await call(writer.client, 'update-pr-link', { id: 999_999, is_active: true }))).toMatch(/No PR link has id 999999/)
    expect(errorText(await call(writer.client, 'update-pr-link', { id: link.id, pms_id: 999_999 }))).toMatch(/pms_id 999999 .* list-pmses/)
    expect(structured<{ deleted: { id: number } }>(await call(writer.client, 'delete-pr-link', { id: link.id })).deleted.id).toBe(link.id)
    expect(errorText(await call(writer.client, 'delete-pr-link', { id: link.id }))).toMatch(/deleted already/)
  })

  it('records every write in the audit trail: tool, client, account, target and what changed', async () => {
    const events = await sql<{ tool: string; client_name: string; account_id: number; target_collection: string; target_id: string; summary: string }>(
      `SELECT tool, client_name, account_id, target_collection, target_id, summary FROM mcp_audit_events ORDER BY id`,
    )
    const [admin] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [ADMIN.email])
    expect(events.map((event) => event.tool)).toEqual(
      expect.arrayContaining(['create-article', 'update-article', 'create-pms', 'update-pms-profile', 'create-glossary-term', 'create-pr-link', 'update-pr-link', 'delete-pr-link']),
    )
    for (const event of events) expect(event).toMatchObject({ client_name: 'Newsroom writer', account_id: admin!.id })
    expect(events.filter((event) => event.tool === 'update-article').map((event) => event.summary)).toEqual(['changed title', expect.stringMatching(/is_published \(false → true\)/)])
    // Refused calls leave no trace and no partial data.
    expect(events.filter((event) => event.tool === 'create-article')).toHaveLength(1)
  })

  it("writes under an editor's grant as that editor, and shows the trail to staff in the cockpit", async () => {
    const { tokens } = await authorizedAgent('articles:read pr-links:write', EDITOR, { client_name: 'Desk assistant' })
    const assistant = await connect(tokens.access_token)
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const link = structured<{ pr_link: { id: number } }>(
      await call(assistant, 'create-pr-link', { title: 'Harbor PMS opens a desk office', url: 'https://harbor.example/desk', pms_id: pms!.id }),
    ).pr_link
    await assistant.close()
    const [event] = await sql<{ email: string; client_name: string }>(
      `SELECT u.email, e.client_name FROM mcp_audit_events e JOIN users u ON u.id = e.account_id WHERE e.target_collection = 'pr-links' AND e.target_id = $1`,
      [String(link.id)],
    )
    expect(event).toEqual({ email: EDITOR.email, client_name: 'Desk assistant' })

    const { context, page } = await cockpitSignedIn(browser, server.url, ADMIN)
    await page.goto(`${server.url}/cockpit/collections/mcp-audit-events`)
    // The account cell loads its user after the table renders.
    const newest = page.locator('table tbody tr').first()
    await newest.getByText(EDITOR.email).waitFor()
    const row = (await newest.innerText()).replace(/\s+/g, ' ')
    expect(row).toContain('create-pr-link')
    expect(row).toContain('Desk assistant')
    expect(row).toContain(EDITOR.email)
    expect(row).toContain(String(link.id))
    // Nobody edits the trail, not even an admin.
    expect(await page.getByRole('link', { name: /Create new/i }).count()).toBe(0)
    await context.close()
  })
  it('record what a change did to an article\'s state and relations, and nothing for an unchanged list', async () => {
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const [author] = await sql<{ id: number }>(`SELECT id FROM authors ORDER BY id LIMIT 1`)
    const [category] = await sql<{ id: number }>(`SELECT id FROM categories ORDER BY id LIMIT 1`)
    const { article } = structured<{ article: { id: number } }>(
      await call(writer.client, 'create-article', { pms_id: pms!.id, author_id: author!.id, category_id: category!.id, title: 'Harbor PMS plans a launch', body: 'Scheduled later.' }),
    )
    const change = async (args: Record<string, unknown>) => structured<{ changed: string[] }>(await call(writer.client, 'update-article', { id: article.id, ...args })).changed
    // A future date schedules rather than publishes: the record says so.
    expect(await change({ is_published: true, published_at: '2030-01-01T09:00:00.000Z' })).toEqual(expect.arrayContaining(['scheduled (false → true)']))
    expect(await change({ is_published: false })).toEqual(['scheduled (true → false)'])
    expect(await change({ category_id: null })).toEqual(['category'])
    const summaries = await sql<{ summary: string }>(`SELECT summary FROM mcp_audit_events WHERE target_collection = 'articles' AND target_id = $1 ORDER BY id`, [String(article.id)])
    expect(summaries.map((row) => row.summary).slice(1)).toEqual([
      expect.stringContaining('scheduled (false → true)'),
      'changed scheduled (true → false)',
      'changed category',
    ])
    // Integrations compare by name: saving the same list changes nothing.
    const [lighthouse] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'lighthouse-stay'`)
    expect(structured<{ changed: string[] }>(await call(writer.client, 'update-pms-profile', { id: lighthouse!.id, integrations: ['Stripe'] })).changed).toEqual([])
    expect(structured<{ changed: string[] }>(await call(writer.client, 'update-pms-profile', { id: lighthouse!.id, integrations: ['Stripe', 'Adyen'] })).changed).toEqual(['integrations'])
  })

  it('refuse what the database would refuse, answer an author_id it cannot find with the authors, and hide a failure behind a reference', async () => {
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const links = async () => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM pr_links`))[0]!.n)
    const before = await links()
    expect(errorText(await call(writer.client, 'create-pr-link', { title: 'NUL', url: 'https://a.example/\u0000x', pms_id: pms!.id }))).toMatch(/url/)
    expect(errorText(await call(writer.client, 'create-pr-link', { title: 'Year zero', url: 'https://a.example/y', pms_id: pms!.id, date: '0000-01-01' }))).toMatch(/year 0001/)
    expect(await links()).toBe(before)

    const authors = errorText(await call(writer.client, 'create-article', { pms_id: pms!.id, author_id: 999_999, title: 'x', body: 'y' }))
    const [author] = await sql<{ id: number; name: string }>(`SELECT id, name FROM authors ORDER BY name LIMIT 1`)
    expect(authors).toContain(`author_id 999999 names no existing record; find the right id with one of these authors: ${author!.id} (${author!.name})`)

    // A failure inside the database (here a constraint the test adds) is logged with a reference; the model gets the
    // reference, never the SQL, and nothing of the call is stored.
    const audits = Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM mcp_audit_events`))[0]!.n)
    await sql(`ALTER TABLE pr_links ADD CONSTRAINT test_refuses_this_title CHECK (title <> 'Break the database')`)
    try {
      const failed = errorText(await call(writer.client, 'create-pr-link', { title: 'Break the database', url: 'https://a.example/z', pms_id: pms!.id }))
      const reference = /reference ([0-9a-f-]{36})/.exec(failed)?.[1]
      expect(reference, failed).toBeTruthy()
      expect(failed).not.toMatch(/insert|pr_links|Failed query|constraint/i)
      await expect.poll(() => server.output()).toContain(reference)
    } finally {
      await sql(`ALTER TABLE pr_links DROP CONSTRAINT test_refuses_this_title`)
    }
    expect(await links()).toBe(before)
    expect(Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM mcp_audit_events`))[0]!.n)).toBe(audits)
  })
})

describe('paging', () => {
  // Its own grant: paging every list is many calls, and must not eat the other tests' rate-limit budget.
  let pager: Awaited<ReturnType<typeof agentWith>>
  beforeAll(async () => {
    pager = await agentWith(ALL_SCOPES, 'Pager')
  })
  afterAll(async () => {
    await pager?.client.close()
  })

  it('page every list to its end without repeating or skipping, in each list\'s order', async () => {
    const pages = async <T extends { id: number }>(tool: string, key: string) => {
      const items: T[] = []
      let cursor: string | null = null
      let total = 0
      do {
        const answer: Record<string, unknown> = structured(await call(pager.client, tool, { limit: 5, ...(cursor ? { cursor } : {}) }))
        items.push(...(answer[key] as T[]))
        cursor = answer.next_cursor as string | null
        total = answer.total as number
      } while (cursor)
      expect(new Set(items.map((item) => item.id)).size, tool).toBe(items.length)
      expect(items.length, tool).toBe(total)
      return items
    }
    const count = async (table: string) => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n)
    expect((await pages('list-pmses', 'pmses')).length).toBe(await count('pmses'))
    expect((await pages('list-categories', 'categories')).length).toBe(await count('categories'))
    expect((await pages('list-glossary-terms', 'terms')).length).toBe(await count('glossary_terms'))
    // PR links with and without a date: the undated ones sort first, and paging crosses from them to the dated ones.
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses ORDER BY id LIMIT 1`)
    await sql(
      `INSERT INTO pr_links (title, url, pms_id, date, is_active, updated_at, created_at)
       SELECT 'Paging link ' || n, 'https://paging.example/' || n, $1, CASE WHEN n % 2 = 0 THEN now() - n * interval '1 day' END, true, now(), now()
       FROM generate_series(1, 5) n`,
      [pms!.id],
    )
    const links = await pages<{ id: number; date: string | null }>('list-pr-links', 'pr_links')
    expect(links.length).toBe(await count('pr_links'))
    const firstDated = links.findIndex((link) => link.date !== null)
    expect(firstDated).toBeGreaterThan(0)
    expect(links.slice(firstDated).every((link) => link.date !== null)).toBe(true)
    const dates = links.slice(firstDated).map((link) => Date.parse(link.date!))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect((await pages('list-articles', 'articles')).length).toBe(await count('articles'))
  })

  it('keep their place while an agent publishes the drafts it pages through', async () => {
    const [author] = await sql<{ id: number }>(`SELECT id FROM authors ORDER BY id LIMIT 1`)
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    for (let n = 1; n <= 5; n++) {
      structured(await call(pager.client, 'create-article', { pms_id: pms!.id, author_id: author!.id, title: `Paged draft number ${n}`, body: 'A draft to publish while paging.' }))
    }
    const drafts = Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM articles WHERE is_published IS NOT TRUE AND scheduled IS NOT TRUE`))[0]!.n)
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const answer: { articles: Array<{ id: number }>; next_cursor: string | null } = structured(await call(pager.client, 'list-articles', { state: 'draft', limit: 2, ...(cursor ? { cursor } : {}) }))
      for (const article of answer.articles) {
        seen.push(article.id)
        structured(await call(pager.client, 'update-article', { id: article.id, is_published: true }))
      }
      cursor = answer.next_cursor
    } while (cursor)
    expect(seen.length).toBe(drafts)
    expect(Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM articles WHERE is_published IS NOT TRUE AND scheduled IS NOT TRUE`))[0]!.n)).toBe(0)
  })
})

describe('limits and revocation', () => {
  it('answers past the per-grant limit with a JSON-RPC error carrying the retry time', async () => {
    const agent = await agentWith('articles:read', 'Hasty agent')
    // Batches (protocol 2025-03-26; at most 100 messages) count by their messages: past 200 calls in three requests.
    const batch = (offset: number) => Array.from({ length: 100 }, (_, index) => ({ jsonrpc: '2.0', id: offset + index, method: 'ping' }))
    const send = (offset: number) => rawPost(batch(offset), { authorization: `Bearer ${agent.token}`, 'mcp-protocol-version': '2025-03-26' })
    expect((await send(0)).status).toBe(200)
    let response = await send(100)
    if (response.status === 200) response = await send(200)
    expect(response!.status).toBe(429)
    const retryAfter = Number(response!.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    const body = (await response!.json()) as { error: { code: number; message: string; data: { retry_after_seconds: number } } }
    expect(body.error.data.retry_after_seconds).toBe(retryAfter)
    // A tool call past the limit is refused the same way, answering its own id.
    const refusedCall = await rawPost({ jsonrpc: '2.0', id: 'call-7', method: 'tools/call', params: { name: 'list-categories', arguments: {} } }, { authorization: `Bearer ${agent.token}` })
    expect(refusedCall.status).toBe(429)
    expect(await refusedCall.json()).toMatchObject({ id: 'call-7', error: { code: -32029, data: { retry_after_seconds: expect.any(Number) } } })
    // Another grant is not held up.
    expect((await rawPost({ jsonrpc: '2.0', id: 1, method: 'ping' }, { authorization: `Bearer ${writer.token}` })).status).toBe(200)
    await agent.client.close()
  })

  it('fails the very next call once the grant is revoked, telling the client to stop and ask', async () => {
    const agent = await agentWith('articles:read', 'Soon revoked')
    expect(structured(await call(agent.client, 'list-categories'))).toBeTruthy()
    const [grant] = await sql<{ grant_id: string }>(`SELECT grant_id FROM oauth_models WHERE kind = 'Grant' AND payload->>'clientId' = $1`, [agent.clientId])
    await sql(`UPDATE oauth_models SET kind = 'Revoked:' || kind WHERE grant_id = $1`, [grant!.grant_id])
    await expect(agent.client.callTool({ name: 'list-categories', arguments: {} })).rejects.toThrow(/401|Unauthorized|invalid_token/i)
    const refused = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { authorization: `Bearer ${agent.token}` })
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { error_description: string }).error_description).toMatch(/revoked.*Stop retrying/)
  })
})

describe('a deleted account', () => {
  it('takes its agents\' access with it at once, and off the cockpit\'s list', async () => {
    const LEAVER = { email: 'leaver@example.com', password: 'a long leaver password' }
    await addAccount(server.url, LEAVER, 'editor')
    const { tokens } = await authorizedAgent('articles:read', LEAVER, { client_name: 'Leaver agent' })
    const agent = await connect(tokens.access_token)
    expect(structured(await call(agent, 'list-categories'))).toBeTruthy()

    const login = await fetch(`${server.url}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
    const { token: jwt } = (await login.json()) as { token: string }
    const [leaver] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [LEAVER.email])
    const deleted = await fetch(`${server.url}/cms-api/users/${leaver!.id}`, { method: 'DELETE', headers: { authorization: `JWT ${jwt}`, origin: server.url } })
    expect(deleted.status, await deleted.clone().text()).toBe(200)

    const refused = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { authorization: `Bearer ${tokens.access_token}` })
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { error_description: string }).error_description).toMatch(/revoked.*Stop retrying/)
    const live = await sql(`SELECT kind FROM oauth_models WHERE account_id = $1 AND kind NOT LIKE 'Revoked:%' AND kind IN ('Grant', 'AccessToken', 'RefreshToken', 'Session')`, [String(leaver!.id)])
    expect(live).toEqual([])
    await agent.close()
  })
})

describe('the server card', () => {
  it('is served at /mcp/server-card and at its well-known address, and validates against the server-card schema', async () => {
    const Ajv2020 = (await import('ajv/dist/2020.js')).default
    const addFormats = (await import('ajv-formats')).default
    const schema = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../fixtures/schemas/mcp-server-card.schema.json'), 'utf8')) as Record<string, unknown>
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    const validate = ajv.compile({ ...schema, $ref: '#/$defs/ServerCard' })

    const own = await fetch(`${server.url}/mcp/server-card`)
    expect(own.headers.get('content-type')).toBe('application/mcp-server-card+json')
    const card = (await own.json()) as Record<string, unknown>
    const wellKnown = await fetch(`${server.url}/.well-known/mcp/server-card.json`)
    expect(await wellKnown.json()).toEqual(card)
    expect(validate(card), JSON.stringify(validate.errors)).toBe(true)
    expect(card).toMatchObject({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      remotes: [{ type: 'streamable-http', url: mcpUrl(), supportedProtocolVersions: expect.arrayContaining(['2025-11-25', '2025-06-18']) }],
      serverInfo: { name: card.name, version: card.version },
      transport: { type: 'streamable-http', url: mcpUrl() },
      capabilities: { tools: {} },
    })
    expect(String(card.description).length).toBeLessThanOrEqual(100)
    // The card and the server agree on who it is.
    expect(writer.client.getServerVersion()).toMatchObject({ name: card.name, version: card.version })
  })
})
