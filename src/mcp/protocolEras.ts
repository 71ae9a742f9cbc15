/**
 * The two eras of the MCP protocol on one endpoint (docs/decisions/028-mcp-protocol-eras-and-cimd.md), both from the same
 * tools (createMcpServer):
 * - 2026-07-28 and later ("modern", stateless by design: every request carries its `_meta` envelope and the
 *   `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` headers) through the SDK's `createMcpHandler`, which checks
 *   envelope and headers, answers `server/discover`, stamps cache hints and answers with the 2026 error shapes;
 * - 2025-11-25 and the versions before it ("legacy": `initialize` first) through a stateless streamable HTTP
 *   transport, one server per request, answering with JSON.
 * The SDK's own legacy fallback would answer legacy requests with SSE; wiring the two legs here keeps JSON on both.
 * The request's body was read and judged before (requestMessages.ts), so both legs get it parsed.
 */
import {
  type AuthInfo,
  createMcpHandler,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server'

import { createMcpServer } from './createMcpServer'
import { MAX_BODY_BYTES } from './requestMessages'
import type { ToolContext } from './toolContext'

/** What the per-request factory needs beyond the token: the grant's person, the agent, Payload. */
type AuthWithTools = AuthInfo & { extra: { toolContext: ToolContext } }

const toolContextOf = (authInfo: AuthInfo | undefined): ToolContext => {
  const context = (authInfo as AuthWithTools | undefined)?.extra?.toolContext
  // handleMcpRequest always passes it; a request without it never got past the token check.
  if (!context) throw new Error('An MCP request reached a protocol era without its tool context.')
  return context
}

/** Built once: the modern leg keeps its exchanges in flight between requests' awaits. */
const modern = createMcpHandler(({ authInfo }) => createMcpServer(toolContextOf(authInfo)), {
  legacy: 'reject',
  responseMode: 'json',
  maxRequestBodySize: MAX_BODY_BYTES,
})

async function answerLegacy(
  request: Request,
  body: unknown,
  authInfo: AuthInfo,
  toolContext: ToolContext,
): Promise<Response> {
  const server = createMcpServer(toolContext)
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  })
  try {
    await server.connect(transport)
    return await transport.handleRequest(request, { parsedBody: body, authInfo })
  } finally {
    await server.close()
  }
}

/** Answers one authorised request in the era its body and headers speak. */
export async function answerInEra(
  request: Request,
  body: unknown,
  authInfo: AuthInfo,
  toolContext: ToolContext,
): Promise<Response> {
  if (await isLegacyRequest(request, body, { maxRequestBodySize: MAX_BODY_BYTES }))
    return answerLegacy(request, body, authInfo, toolContext)
  return modern.fetch(request, { parsedBody: body, authInfo: { ...authInfo, extra: { toolContext } } })
}
