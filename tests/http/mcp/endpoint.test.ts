/**
 * The MCP tool server's endpoint (issue 10): its tools and their schemas, the transport's refusals (methods, Origin,
 * protocol versions, batches, body size), scopes and their challenges, both protocol eras, the official clients of
 * both (each getting its token through its own OAuth, `auth()` run by its transport on the server's 401, and a person
 * approving: the SDK v2 client pinned to 2026-07-28, the v2 client negotiating, the SDK 1.x client), and the server
 * card.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client'
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MODERN_PROTOCOL_VERSIONS, SERVED_PROTOCOL_VERSIONS } from '../../../src/mcp/protocolVersions'
import { ADMIN } from '../../helpers/accounts'
import type { McpAnswer } from '../../helpers/mcpJsonRpc'
import { AgentProvider, approveWithoutBrowser } from '../../helpers/oauthAgent'
import { type Agent, call, structured, useMcpApp } from './mcpClient'

let reader: Agent

const { app, mcpUrl, agentWith, rawPost, writer } = useMcpApp()

beforeAll(async () => {
  reader = await agentWith('articles:read', 'Read-only reader')
})

afterAll(async () => {
  await reader?.client.close()
})

describe('the server', () => {
  it('lists twenty tools, each with a title, a description, input and output schemas and honest annotations', async () => {
    const { tools } = await writer().client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'create-article',
        'create-glossary-term',
        'add-correction',
        'create-pms',
        'create-pr-link',
        'delete-pr-link',
        'get-article',
        'get-glossary-term',
        'list-articles',
        'list-categories',
        'list-tags',
        'list-glossary-terms',
        'list-pmses',
        'list-pr-links',
        'search-news',
        'send-back',
        'submit-for-review',
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
      const reads = /^(list|get|search)-/.test(tool.name)
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(reads)
      expect(tool.annotations?.destructiveHint ?? false, tool.name).toBe(tool.name === 'delete-pr-link')
      // Publishing an article, or a correction of one, reaches the social web; nothing else leaves the site.
      expect(tool.annotations?.openWorldHint, tool.name).toBe(
        (tool.name.endsWith('-article') || tool.name === 'add-correction') && !reads,
      )
    }
    const createArticle = tools.find((tool) => tool.name === 'create-article')!
    expect(createArticle.inputSchema.required).toEqual(expect.arrayContaining(['pms_id', 'title', 'body']))
    // One author (the spec's author_id) or a co-byline in order (author_ids): one of the two is required.
    expect(Object.keys(createArticle.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['author_id', 'author_ids']),
    )
    expect(createArticle.description).toMatch(/DRAFT/)
  })

  it("answers GET and DELETE with 405, another site's Origin with 403, and an unknown protocol version with 400", async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(mcpUrl(), { method, headers: { authorization: `Bearer ${writer().token}` } })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' }
    expect(
      (await rawPost(ping, { authorization: `Bearer ${writer().token}`, origin: 'https://evil.example' })).status,
    ).toBe(403)
    expect((await rawPost(ping, { authorization: `Bearer ${writer().token}`, origin: app.url })).status).toBe(200)
    expect(
      (await rawPost(ping, { authorization: `Bearer ${writer().token}`, 'mcp-protocol-version': '1999-01-01' })).status,
    ).toBe(400)
  })

  it('takes batches only under protocol 2025-03-26, with distinct ids and at most one write, and refuses a body over 1 MB with 413', async () => {
    const auth = { authorization: `Bearer ${writer().token}` }
    const ping = (id: number | string) => ({ jsonrpc: '2.0', id, method: 'ping' })
    const write = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'delete-pr-link', arguments: { id: 999_999 } },
    })
    const old = { ...auth, 'mcp-protocol-version': '2025-03-26' }
    const refusal = ({ status, message }: McpAnswer<{ error: { message: string } }>) => ({
      status,
      error: message.error.message,
    })
    expect(refusal(await rawPost([ping(1), ping(2)], auth))).toEqual({
      status: 400,
      error: expect.stringMatching(/only in protocol 2025-03-26/),
    })
    expect(refusal(await rawPost([], old))).toEqual({ status: 400, error: expect.stringMatching(/empty batch/) })
    expect(refusal(await rawPost([ping(1), ping(1)], old))).toEqual({
      status: 400,
      error: expect.stringMatching(/its own id/),
    })
    expect(refusal(await rawPost([write(1), write(2)], old))).toEqual({
      status: 400,
      error: expect.stringMatching(/at most one write/),
    })
    // A request cancelled in its own batch would never be answered, and the JSON answer would wait for it for ever.
    const cancelled = [
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list-pmses', arguments: {} } },
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } },
    ]
    expect(refusal(await rawPost(cancelled, old))).toEqual({
      status: 400,
      error: expect.stringMatching(/cancellation/),
    })
    const tooMany = Array.from({ length: 101 }, (_, index) => ping(index))
    expect(refusal(await rawPost(tooMany, old))).toEqual({
      status: 400,
      error: expect.stringMatching(/at most 100/),
    })
    const answers = (await rawPost([ping(1), write(2)], old)).message as Array<{ id: number }>
    expect(answers.map((answer) => answer.id).sort()).toEqual([1, 2])

    const huge = await rawPost(
      { jsonrpc: '2.0', id: 1, method: 'ping', params: { padding: 'x'.repeat(1024 * 1024) } },
      auth,
    )
    expect(huge.status).toBe(413)
  })

  it('asks for a token with the metadata address, and refuses a missing scope with 403 insufficient_scope', async () => {
    const missing = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/list' })
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toContain(
      `resource_metadata="${app.url}/.well-known/oauth-protected-resource/mcp"`,
    )
    expect(missing.headers.get('www-authenticate')).toContain(
      'scope="articles:read articles:write pms:write glossary:write pr-links:write"',
    )
    const forbidden = await rawPost(
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'create-article', arguments: {} } },
      { authorization: `Bearer ${reader.token}` },
    )
    expect(forbidden.status).toBe(403)
    // The challenge names the scopes to ask for: the ones held and the missing one, so a client asking again keeps reading.
    expect(forbidden.headers.get('www-authenticate')).toMatch(/error="insufficient_scope"/)
    expect(forbidden.headers.get('www-authenticate')).toContain('scope="articles:read articles:write"')
    // Every message of a batch is checked, not only the first.
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list-categories', arguments: {} } },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'create-article', arguments: {} } },
    ]
    expect(
      (await rawPost(batch, { authorization: `Bearer ${reader.token}`, 'mcp-protocol-version': '2025-03-26' })).status,
    ).toBe(403)
    // A batch lacking two scopes asks for both at once, not one re-authorization after another.
    const keeper = await agentWith('pr-links:write', 'Link keeper')
    const readAndWrite = [
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list-pmses', arguments: {} } },
      batch[1],
    ]
    const both = await rawPost(readAndWrite, {
      authorization: `Bearer ${keeper.token}`,
      'mcp-protocol-version': '2025-03-26',
    })
    expect(both.status).toBe(403)
    expect(both.headers.get('www-authenticate')).toContain('scope="pr-links:write articles:read articles:write"')
    await keeper.client.close()
    await expect(reader.client.callTool({ name: 'create-pr-link', arguments: {} })).rejects.toThrow(
      /403|insufficient_scope/,
    )
    // A tool name that is an object's own property name is no tool, and no crash.
    const odd = await rawPost(
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'constructor', arguments: {} } },
      { authorization: `Bearer ${reader.token}` },
    )
    expect(odd.status).toBe(200)
    // An unknown tool is a protocol error (invalid params) naming it, as MCP says.
    expect(odd.message).toMatchObject({
      id: 3,
      error: { code: -32602, message: expect.stringMatching(/constructor/) },
    })
    // Reading is what the read-only grant is for.
    expect(structured(await call(reader.client, 'list-categories')).categories).toBeInstanceOf(Array)
  })
})

describe('protocol 2026-07-28', () => {
  const envelope = (version = '2026-07-28') => ({
    'io.modelcontextprotocol/protocolVersion': version,
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': { name: 'raw-client', version: '1.0.0' },
  })
  /** A stateless 2026 request as a client sends it: the `_meta` envelope, and headers that repeat the body. */
  const modern = (
    method: string,
    params: Record<string, unknown> = {},
    { version = '2026-07-28', headers = {} as Record<string, string>, token = reader.token } = {},
  ) =>
    rawPost(
      { jsonrpc: '2.0', id: `req-${method}`, method, params: { ...params, _meta: envelope(version) } },
      {
        authorization: `Bearer ${token}`,
        'mcp-protocol-version': version,
        'mcp-method': method,
        ...(typeof params.name === 'string' && { 'mcp-name': params.name }),
        ...headers,
      },
    )

  it('answers server/discover and tools/list without a session, with the versions it serves and cache hints every grant shares', async () => {
    const discovered = await modern('server/discover')
    expect(discovered.status).toBe(200)
    const discover = discovered.message as { id: string; result: Record<string, unknown> }
    expect(discover.id).toBe('req-server/discover')
    expect(discover.result).toMatchObject({
      resultType: 'complete',
      // Every revision the endpoint serves: the 2025 ones through initialize, as the revision defines the list.
      supportedVersions: [...SERVED_PROTOCOL_VERSIONS],
      capabilities: { tools: { listChanged: false } },
      ttlMs: 300_000,
      cacheScope: 'public',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'io.github.pmsnews/editorial' } },
    })
    const listed = (await modern('tools/list')).message as {
      result: { tools: unknown[]; ttlMs: number; cacheScope: string }
    }
    expect(listed.result.tools).toHaveLength(20)
    expect(listed.result).toMatchObject({ ttlMs: 300_000, cacheScope: 'public' })
    const called = (await modern('tools/call', { name: 'list-categories', arguments: {} })).message as {
      result: { resultType: string; structuredContent: unknown }
    }
    expect(called.result.resultType).toBe('complete')
    expect(called.result.structuredContent).toHaveProperty('categories')
  })

  it('refuses what the revision forbids with its own error codes, echoing the request id', async () => {
    // A header that says other than the body.
    const mismatch = await modern(
      'tools/call',
      { name: 'list-categories', arguments: {} },
      { headers: { 'mcp-name': 'list-pmses' } },
    )
    expect(mismatch.status).toBe(400)
    expect(mismatch.message).toMatchObject({ id: 'req-tools/call', error: { code: -32020 } })
    // A revision it does not serve: the error names the ones it does.
    const unknown = await modern('tools/list', {}, { version: '2099-01-01' })
    expect(unknown.status).toBe(400)
    expect(unknown.message).toMatchObject({
      id: 'req-tools/list',
      error: { code: -32022, data: { supported: [...MODERN_PROTOCOL_VERSIONS], requested: '2099-01-01' } },
    })
    // Methods the revision removed, and the 2025 handshake inside a 2026 envelope.
    for (const method of ['ping', 'initialize', 'logging/setLevel']) {
      const removed = await modern(method)
      expect(removed.status, method).toBe(404)
      expect(removed.message, method).toMatchObject({ id: `req-${method}`, error: { code: -32601 } })
    }
  })

  it('answers malformed requests of either era with a JSON-RPC error and a 4xx (or in-band), never a 500', async () => {
    const send = (body: string, version: string, extra: Record<string, string> = {}) =>
      rawPost(body, { authorization: `Bearer ${reader.token}`, 'mcp-protocol-version': version, ...extra })
    const meta = JSON.stringify(envelope())
    const cases: Array<[string, string, Record<string, string>?]> = [
      ['null', '2025-11-25'],
      ['42', '2025-11-25'],
      ['{}', '2025-11-25'],
      ['{"jsonrpc":"2.0","id":{"a":1},"method":"tools/list"}', '2025-11-25'],
      [
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list-pmses","arguments":"oops"}}',
        '2025-11-25',
      ],
      ['null', '2026-07-28', { 'mcp-method': 'tools/list' }],
      ['{}', '2026-07-28', { 'mcp-method': 'tools/list' }],
      [
        '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":"bad"}}',
        '2026-07-28',
        { 'mcp-method': 'tools/list' },
      ],
      [`{"jsonrpc":"2.0","id":2,"method":42,"params":{"_meta":${meta}}}`, '2026-07-28', { 'mcp-method': '42' }],
      [
        `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list-pmses","arguments":[1],"_meta":${meta}}}`,
        '2026-07-28',
        { 'mcp-method': 'tools/call', 'mcp-name': 'list-pmses' },
      ],
    ]
    for (const [body, version, extra] of cases) {
      const response = await send(body, version, extra)
      const label = `${version} ${body}`
      expect(response.status, label).toBeLessThan(500)
      const answer = response.message as { error?: { code: number }; result?: { isError?: boolean } }
      expect(answer.error !== undefined || answer.result?.isError === true, `${label}: ${JSON.stringify(answer)}`).toBe(
        true,
      )
    }
  })

  it("checks the token and the tool's scope in front of the revision as for the 2025 one", async () => {
    const write = await modern('tools/call', { name: 'create-pms', arguments: { name: 'Scope Test PMS' } })
    expect(write.status).toBe(403)
    expect(write.headers.get('www-authenticate')).toContain('error="insufficient_scope"')
    expect((await modern('tools/list', {}, { token: 'not-a-token' })).status).toBe(401)
  })
})

/**
 * The v2 client's OAuth state on a loopback redirect, its metadata left to the SDK's defaults: it derives
 * `application_type: native` from the redirect, as it does for a desktop agent.
 */
const v2Provider = () =>
  new AgentProvider(
    { client_name: 'SDK v2 agent', grant_types: undefined, response_types: undefined },
    { redirect: 'http://127.0.0.1:8977/callback' },
  )

type Negotiation = 'auto' | { pin: string }

/** A v2 client connected with `mode`, after its transport ran the OAuth flow and a person approved. */
async function v2Client(mode: Negotiation): Promise<{ client: Client; provider: AgentProvider }> {
  const provider = v2Provider()
  const first = new Client({ name: 'pmsnews-test-v2', version: '1.0.0' }, { versionNegotiation: { mode } })
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl()), { authProvider: provider })
  await expect(first.connect(transport)).rejects.toBeInstanceOf(UnauthorizedError)
  const { back } = await approveWithoutBrowser(provider.authorizationUrl!.href, ADMIN)
  await transport.finishAuth(back.searchParams)
  const client = new Client({ name: 'pmsnews-test-v2', version: '1.0.0' }, { versionNegotiation: { mode } })
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl()), { authProvider: provider }))
  return { client, provider }
}

/** What every official client must manage: the seventeen tools, a read, and a write under the person's grant. */
async function readsAndWrites(client: Pick<Client, 'listTools' | 'callTool'>, label: string) {
  const { tools } = await client.listTools()
  expect(tools).toHaveLength(20)
  expect(tools.map((tool) => tool.name)).toEqual(
    expect.arrayContaining(['list-articles', 'get-article', 'create-article', 'update-article']),
  )

  const read = await client.callTool({ name: 'list-pmses', arguments: { limit: 2 } })
  expect(read.isError, JSON.stringify(read.content)).toBeFalsy()
  expect((read.structuredContent as { pmses: unknown[] }).pmses).toHaveLength(2)

  const glossary = await client.callTool({
    name: 'create-glossary-term',
    arguments: { term: `Night audit (${label})`, short_definition: 'The end-of-day close of a hotel’s books.' },
  })
  expect(glossary.isError, JSON.stringify(glossary.content)).toBeFalsy()
  const rows = await app.sql('SELECT term FROM glossary_terms WHERE term = $1', [`Night audit (${label})`])
  expect(rows).toHaveLength(1)
}

describe('the SDK v2 client', () => {
  it('pinned to 2026-07-28 registers as a native app, authorizes, and reads and writes in the stateless era', async () => {
    const { client, provider } = await v2Client({ pin: '2026-07-28' })
    try {
      expect(client.getProtocolEra()).toBe('modern')
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28')
      // The registration's answer, as stored: the SDK's default body for a loopback redirect.
      expect(provider.information).toMatchObject({ application_type: 'native', redirect_uris: [provider.redirectUrl] })
      await readsAndWrites(client, 'v2 pinned')
    } finally {
      await client.close()
    }
  })

  it('negotiating (auto) finds 2026-07-28 with its first probe', async () => {
    const { client } = await v2Client('auto')
    try {
      expect(client.getProtocolEra()).toBe('modern')
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28')
      await readsAndWrites(client, 'v2 auto')
    } finally {
      await client.close()
    }
  })
})

describe('the SDK 1.x client', () => {
  it('authorizes through its own auth() and reads and writes over 2025-11-25', async () => {
    const provider = new AgentProvider({ client_name: 'SDK 1.x agent' })
    const first = new ClientV1({ name: 'pmsnews-test-v1', version: '1.0.0' })
    const transport = new TransportV1(new URL(mcpUrl()), { authProvider: provider })
    await expect(first.connect(transport)).rejects.toThrow(/Unauthorized/)
    const { back } = await approveWithoutBrowser(provider.authorizationUrl!.href, ADMIN)
    await transport.finishAuth(back.searchParams.get('code')!)
    const client = new ClientV1({ name: 'pmsnews-test-v1', version: '1.0.0' })
    await client.connect(new TransportV1(new URL(mcpUrl()), { authProvider: provider }))
    try {
      expect(client.getServerVersion()?.name).toBe('io.github.pmsnews/editorial')
      await readsAndWrites(client as unknown as Client, 'v1')
    } finally {
      await client.close()
    }
  })
})

describe('the server card', () => {
  it('is served at /mcp/server-card and at its well-known address, and validates against the server-card schema', async () => {
    const Ajv2020 = (await import('ajv/dist/2020.js')).default
    const addFormats = (await import('ajv-formats')).default
    const schema = JSON.parse(
      await readFile(path.resolve(import.meta.dirname, '../../fixtures/schemas/mcp-server-card.schema.json'), 'utf8'),
    ) as Record<string, unknown>
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    const validate = ajv.compile({ ...schema, $ref: '#/$defs/ServerCard' })

    const own = await fetch(`${app.url}/mcp/server-card`)
    expect(own.headers.get('content-type')).toBe('application/mcp-server-card+json')
    const card = (await own.json()) as Record<string, unknown>
    const wellKnown = await fetch(`${app.url}/.well-known/mcp/server-card.json`)
    expect(await wellKnown.json()).toEqual(card)
    expect(validate(card), JSON.stringify(validate.errors)).toBe(true)
    expect(card).toMatchObject({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      remotes: [
        {
          type: 'streamable-http',
          url: mcpUrl(),
          supportedProtocolVersions: expect.arrayContaining(['2026-07-28', '2025-11-25', '2025-06-18']),
        },
      ],
      serverInfo: { name: card.name, version: card.version },
      transport: { type: 'streamable-http', url: mcpUrl() },
      capabilities: { tools: {} },
    })
    expect(String(card.description).length).toBeLessThanOrEqual(100)
    // The card and the server agree on who it is.
    expect(writer().client.getServerVersion()).toMatchObject({ name: card.name, version: card.version })
  })

  it('is hosted as SEP-2127 says: readable from any origin, cached for an hour, and 304 for a client that has it', async () => {
    for (const path of ['/mcp/server-card', '/.well-known/mcp/server-card.json']) {
      const first = await fetch(`${app.url}${path}`, { headers: { origin: 'https://inspector.example' } })
      expect(first.status).toBe(200)
      expect(first.headers.get('access-control-allow-origin')).toBe('*')
      expect(first.headers.get('access-control-expose-headers')).toBe('ETag')
      expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^"[\w-]+"$/)
      const again = await fetch(`${app.url}${path}`, { headers: { 'if-none-match': `"other", ${etag}` } })
      expect(again.status, path).toBe(304)
      expect(await again.text()).toBe('')
      expect((await fetch(`${app.url}${path}`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200)
      // A browser asks first before it sends If-None-Match across origins.
      const preflight = await fetch(`${app.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://inspector.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'if-none-match',
        },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-headers')).toContain('If-None-Match')
    }
  })
})
