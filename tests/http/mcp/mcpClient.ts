/**
 * The MCP tool server's test app and its clients: the demo content with an admin and an editor, and agents that got
 * their tokens through the real OAuth flow (a person approving), speaking through the MCP SDK's own `Client` over
 * streamable HTTP, or raw JSON-RPC where a test needs what the SDK would not send.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, expect } from 'vitest'

import { ADMIN, type Person } from '../../helpers/accounts'
import { useApp } from '../../helpers/appFixture'
import { postJsonRpc } from '../../helpers/mcpJsonRpc'
import { authorizedAgentWithoutBrowser } from '../../helpers/oauthAgent'

export const ALL_SCOPES = 'articles:read articles:write pms:write glossary:write pr-links:write'

export type Agent = { client: Client; token: string; clientId: string }

/** The app, and its `writer` agent once the file's set-up has run. */
export function useMcpApp() {
  const app = useApp({ database: 'seededWithAccounts', env: { MCP_RATE_LIMIT_PER_MINUTE: '200' } })
  const mcpUrl = () => `${app.url}/mcp`

  async function connect(token: string): Promise<Client> {
    const client = new Client({ name: 'mcp-test', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(mcpUrl()), {
        requestInit: { headers: { Authorization: `Bearer ${token}` } },
      }),
    )
    return client
  }

  /** An agent a person (ADMIN unless `who` says otherwise) approved for `scope`, connected. */
  async function agentWith(scope: string, clientName: string, who: Person = ADMIN): Promise<Agent> {
    const { agent, tokens } = await authorizedAgentWithoutBrowser(mcpUrl(), scope, who, { client_name: clientName })
    return {
      client: await connect(tokens.access_token),
      token: tokens.access_token,
      clientId: agent.information!.client_id,
    }
  }

  /** A JSON-RPC POST to /mcp, as the SDK would not send it. */
  const rawPost = (body: unknown, headers: Record<string, string> = {}) => postJsonRpc(mcpUrl(), body, headers)

  // The agent most tests write with: every scope, approved by ADMIN.
  let writer: Agent | undefined
  beforeAll(async () => {
    writer = await agentWith(ALL_SCOPES, 'Newsroom writer')
  })
  afterAll(async () => {
    await writer?.client.close()
  })

  return { app, mcpUrl, connect, agentWith, rawPost, writer: () => writer! }
}

export const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult

export const structured = <T = Record<string, unknown>>(result: CallToolResult) => {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
  return result.structuredContent as T
}

export const errorText = (result: CallToolResult) => {
  expect(result.isError).toBe(true)
  return (result.content as Array<{ text: string }>)[0]!.text
}
