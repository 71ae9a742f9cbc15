/**
 * The MCP server card (SEP-2127, the server-card extension): what the tool server at /mcp is, where, and which
 * protocol versions it speaks, before a client connects. `serverInfo`, `transport` and `capabilities` repeat the
 * essentials in the shape older readers of server cards expect.
 */
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js'

import { MCP_SERVER_NAME, MCP_SERVER_VERSION } from '../mcp/createMcpServer'
import { protectedResourceMetadataUrl } from '../oauth/bearerChallenge'
import { mcpResourceUrl } from '../oauth/scopes'

export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json'
export const SERVER_CARD_CONTENT_TYPE = 'application/mcp-server-card+json'

export function mcpServerCard(baseUrl: string) {
  const url = mcpResourceUrl(baseUrl)
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: MCP_SERVER_NAME,
    title: 'PMS News editorial tools',
    version: MCP_SERVER_VERSION,
    description: 'Read and write PMS News: articles, PMS profiles, glossary terms and press links.',
    websiteUrl: baseUrl,
    remotes: [{ type: 'streamable-http', url, supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS] }],
    serverInfo: { name: MCP_SERVER_NAME, title: 'PMS News editorial tools', version: MCP_SERVER_VERSION },
    transport: { type: 'streamable-http', url },
    capabilities: { tools: { listChanged: false } },
    authentication: { required: true, type: 'oauth2', protected_resource_metadata: protectedResourceMetadataUrl(baseUrl), guide: `${baseUrl}/auth.md` },
  }
}
