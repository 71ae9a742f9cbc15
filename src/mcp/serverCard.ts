/**
 * The MCP server cards (SEP-2127, the server-card extension): what each of the two servers is, where, which protocol
 * versions it speaks and whether it needs a grant, before a client connects: the editorial tools at /mcp (OAuth) and
 * the public news server at /mcp/news (none). `serverInfo`, `transport` and `capabilities` repeat the essentials in
 * the shape older readers of server cards expect.
 */
import { createHash } from 'node:crypto'

import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { MCP_SERVER_NAME, MCP_SERVER_VERSION } from './createMcpServer'
import { NEWS_MCP_SERVER } from './news/newsServerInfo'
import { newsMcpPath } from '../ground/paths'
import { SERVED_PROTOCOL_VERSIONS } from './protocolVersions'
import { protectedResourceMetadataUrl } from '../features/oauth/bearerChallenge'
import { mcpResourceUrl } from '../features/oauth/scopes'

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json'
export const SERVER_CARD_CONTENT_TYPE = 'application/mcp-server-card+json'

export type ServerCard = ReturnType<typeof mcpServerCard> | ReturnType<typeof newsServerCard>

/** The editorial tools: read and write under an OAuth grant a person approved. */
export function mcpServerCard(baseUrl: string) {
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

/** The news server for readers' agents: read-only, no credentials. */
export function newsServerCard(baseUrl: string) {
  const url = `${baseUrl}${newsMcpPath}`
  const info = { ...NEWS_MCP_SERVER }
  return {
    $schema: SERVER_CARD_SCHEMA,
    ...info,
    description:
      'Read PMS News without an account: search and read news about hotel property management systems, PMS profiles, ' +
      'comparisons and the glossary, each result citing its page; article cards and comparison tables as MCP Apps.',
    websiteUrl: baseUrl,
    remotes: [{ type: 'streamable-http', url, supportedProtocolVersions: [...SERVED_PROTOCOL_VERSIONS] }],
    serverInfo: info,
    transport: { type: 'streamable-http', url },
    capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
    authentication: { required: false, guide: `${baseUrl}/auth.md` },
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
export function serverCardResponse(request: Request, card: ServerCard, contentType: string): Response {
  const body = `${JSON.stringify(card, null, 2)}\n`
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
