/**
 * The two eras of the MCP protocol on one endpoint (docs/decisions/028-mcp-protocol-eras-and-cimd.md), both from the same
 * tools (the editorial server's createMcpServer, the news server's createNewsMcpServer):
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
  type McpServer,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server'

import { SERVED_PROTOCOL_VERSIONS } from './protocolVersions'
import { MAX_BODY_BYTES } from './requestMessages'

/** Answers one admitted request (its body already read and judged) in the era its body and headers speak. */
export type EraAnswerer<Context> = (
  request: Request,
  body: unknown,
  authInfo: AuthInfo | undefined,
  context: Context,
) => Promise<Response>

/** What the per-request factory gets besides the token: the context its tools run in. */
type AuthWithContext<Context> = AuthInfo & { extra: { toolContext: Context } }

/**
 * Both eras for one server: `createServer` makes the server of one request from its context (the editorial one's
 * grant and person, the news server's reader). Built once per server: the modern leg keeps its exchanges in flight
 * between requests' awaits.
 */
export function answerInEras<Context>(createServer: (context: Context) => McpServer): EraAnswerer<Context> {
  const contextOf = (authInfo: AuthInfo | undefined): Context => {
    const extra = (authInfo as AuthWithContext<Context> | undefined)?.extra
    // answer() always passes it; a request without it never got past the endpoint's checks.
    if (!extra || !('toolContext' in extra))
      throw new Error('An MCP request reached a protocol era without its context.')
    return extra.toolContext
  }
  const modern = createMcpHandler(({ authInfo }) => createServer(contextOf(authInfo)), {
    legacy: 'reject',
    responseMode: 'json',
    maxRequestBodySize: MAX_BODY_BYTES,
  })

  async function answerLegacy(request: Request, body: unknown, authInfo: AuthInfo | undefined, context: Context) {
    const server = createServer(context)
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

  return async (request, body, authInfo, context) => {
    if (await isLegacyRequest(request, body, { maxRequestBodySize: MAX_BODY_BYTES }))
      return answerLegacy(request, body, authInfo, context)
    // An anonymous request has no token: the context rides in an AuthInfo of its own, which grants nothing.
    const carrier = authInfo ?? { token: '', clientId: '', scopes: [] }
    const answer = await modern.fetch(request, {
      parsedBody: body,
      authInfo: { ...carrier, extra: { toolContext: context } },
    })
    return request.headers.get('mcp-method') === 'server/discover' ? withEveryRevision(answer) : answer
  }
}

/**
 * `server/discover` names "the protocol versions the server supports" (2026-07-28, server/discover), so that a client
 * can choose one; the SDK lists the modern ones only, though this endpoint also answers 2025-11-25 and the revisions
 * before it through `initialize`. Its answer is completed here, on the wire, where the SDK's own code stays untouched.
 */
async function withEveryRevision(answer: Response): Promise<Response> {
  if (answer.status !== 200 || !answer.headers.get('content-type')?.includes('application/json')) return answer
  const message = (await answer.json()) as { result?: { supportedVersions?: unknown } }
  if (Array.isArray(message.result?.supportedVersions)) message.result.supportedVersions = [...SERVED_PROTOCOL_VERSIONS]
  const headers = new Headers(answer.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(message), { status: answer.status, headers })
}
