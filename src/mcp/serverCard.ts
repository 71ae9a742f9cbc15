/**
 * The MCP server card (SEP-2127, the server-card extension): what the tool server at /mcp is, where, and which
 * protocol versions it speaks, before a client connects. `serverInfo`, `transport` and `capabilities` repeat the
 * essentials in the shape older readers of server cards expect.
 */
import { createHash } from 'node:crypto'

import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { MCP_SERVER_NAME, MCP_SERVER_VERSION } from './createMcpServer'
import { SERVED_PROTOCOL_VERSIONS } from './protocolVersions'
import { protectedResourceMetadataUrl } from '../oauth/bearerChallenge'
import { mcpResourceUrl } from '../oauth/scopes'

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json'
export const SERVER_CARD_CONTENT_TYPE = 'application/mcp-server-card+json'

function mcpServerCard(baseUrl: string) {
  const url = mcpResourceUrl(baseUrl)
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: MCP_SERVER_NAME,
    title: 'PMS News editorial tools',
    version: MCP_SERVER_VERSION,
    description: 'Read and write PMS News: articles, PMS profiles, glossary terms and press links.',
    websiteUrl: baseUrl,
    remotes: [{ type: 'streamable-http', url, supportedProtocolVersions: [...SERVED_PROTOCOL_VERSIONS] }],
    serverInfo: { name: MCP_SERVER_NAME, title: 'PMS News editorial tools', version: MCP_SERVER_VERSION },
    transport: { type: 'streamable-http', url },
    capabilities: { tools: { listChanged: false } },
    authentication: {
      required: true,
      type: 'oauth2',
      protected_resource_metadata: protectedResourceMetadataUrl(baseUrl),
      guide: `${baseUrl}/auth.md`,
    },
  }
}

/** A cross-origin GET, conditional on an ETag, is allowed from anywhere: the card is public. */
const SERVER_CARD_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET',
  'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
  'Access-Control-Expose-Headers': 'ETag',
}

/** The answer to a browser's preflight before a conditional cross-origin GET. */
export function serverCardPreflight(): Response {
  return new Response(null, { status: 204, headers: { ...SERVER_CARD_CORS, 'Access-Control-Max-Age': '86400' } })
}

/**
 * The card as SEP-2127 says to host it: readable from any origin (a browser-based client or scanner fetches it
 * cross-origin), cacheable for an hour, and with an ETag, so that a client polling for changes gets a 304.
 */
export function serverCardResponse(request: Request, baseUrl: string, contentType: string): Response {
  const body = `${JSON.stringify(mcpServerCard(baseUrl), null, 2)}\n`
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': DOCUMENT_CACHE_CONTROL,
    ETag: etag,
    ...SERVER_CARD_CORS,
  }
  const ifNoneMatch = request.headers.get('if-none-match') ?? ''
  if (ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'))
    return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}
