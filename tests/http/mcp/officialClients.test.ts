/**
 * The official MCP clients of both protocol eras, each getting its token through its own OAuth (`auth()`, run by its
 * transport on the server's 401) and a person approving, then listing the tools and calling a read and a write tool:
 * the SDK v2 client pinned to 2026-07-28, the v2 client negotiating (`auto`), and the SDK 1.x client.
 */
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client'
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { describe, expect, it } from 'vitest'

import { ADMIN } from '../../helpers/accounts'
import { useApp } from '../../helpers/appFixture'
import { AgentProvider, approveWithoutBrowser } from '../../helpers/oauthAgent'

const app = useApp({ database: 'seededWithAccounts', env: { MCP_RATE_LIMIT_PER_MINUTE: '500' } })
const mcpUrl = () => new URL(`${app.url}/mcp`)

/**
 * The v2 client's OAuth state on a loopback redirect, its metadata left to the SDK's defaults: it derives
 * `application_type: native` from the redirect, as it does for a desktop agent.
 */
const v2Provider = () =>
  new AgentProvider({ client_name: 'SDK v2 agent', grant_types: undefined, response_types: undefined }, { redirect: 'http://127.0.0.1:8977/callback' })

type Negotiation = 'auto' | { pin: string }

/** A v2 client connected with `mode`, after its transport ran the OAuth flow and a person approved. */
async function v2Client(mode: Negotiation): Promise<{ client: Client; provider: AgentProvider }> {
  const provider = v2Provider()
  const first = new Client({ name: 'pmsnews-test-v2', version: '1.0.0' }, { versionNegotiation: { mode } })
  const transport = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider })
  await expect(first.connect(transport)).rejects.toBeInstanceOf(UnauthorizedError)
  const { back } = await approveWithoutBrowser(provider.authorizationUrl!.href, ADMIN)
  await transport.finishAuth(back.searchParams)
  const client = new Client({ name: 'pmsnews-test-v2', version: '1.0.0' }, { versionNegotiation: { mode } })
  await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }))
  return { client, provider }
}

/** What every official client must manage: the fifteen tools, a read, and a write under the person's grant. */
async function readsAndWrites(client: Pick<Client, 'listTools' | 'callTool'>, label: string) {
  const { tools } = await client.listTools()
  expect(tools).toHaveLength(15)
  expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['list-articles', 'get-article', 'create-article', 'update-article']))

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
    const transport = new TransportV1(mcpUrl(), { authProvider: provider })
    await expect(first.connect(transport)).rejects.toThrow(/Unauthorized/)
    const { back } = await approveWithoutBrowser(provider.authorizationUrl!.href, ADMIN)
    await transport.finishAuth(back.searchParams.get('code')!)
    const client = new ClientV1({ name: 'pmsnews-test-v1', version: '1.0.0' })
    await client.connect(new TransportV1(mcpUrl(), { authProvider: provider }))
    try {
      expect(client.getServerVersion()?.name).toBe('io.github.pmsnews/editorial')
      await readsAndWrites(client as unknown as Client, 'v1')
    } finally {
      await client.close()
    }
  })
})
