/**
 * Raw JSON-RPC to an MCP endpoint over Streamable HTTP (MCP 2025-11-25, Basic › Transports › Streamable HTTP): one
 * POST of a request, a notification or a batch, for what the SDK's clients would not send (a batch, a body that is no
 * JSON-RPC, headers that disagree with the body, another site's Origin) or one call without their handshake.
 */

/** The revision a raw request names in MCP-Protocol-Version unless the test names another. */
const PROTOCOL_VERSION = '2025-11-25'

export interface McpAnswer<T> {
  status: number
  headers: Headers
  /**
   * The answer's body: parsed when it is JSON (a JSON-RPC message, a batch's answers, an OAuth refusal) or a stream of
   * server-sent events (the last event's message, which answers the request), undefined when it is empty (a
   * notification's 202), its text otherwise.
   */
  message: T
}

/**
 * POSTs `body` to the endpoint at `url`: a JSON-RPC message or batch, serialized, or a string sent as it is (a body
 * that is no JSON-RPC). `headers` (Authorization, Mcp-Session-Id, Origin, MCP-Protocol-Version, …) are set over the
 * transport's own: Content-Type, an Accept of JSON and SSE, and MCP-Protocol-Version 2025-11-25.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the message is untyped unless the caller names a type
export async function postJsonRpc<T = any>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<McpAnswer<T>> {
  const sent = new Headers({
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': PROTOCOL_VERSION,
  })
  // Set one by one: a header named in another case replaces the default instead of joining it.
  for (const [name, value] of Object.entries(headers)) sent.set(name, value)
  const response = await fetch(url, {
    method: 'POST',
    headers: sent,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    message: messageOf(text, response.headers.get('content-type') ?? '') as T,
  }
}

function messageOf(text: string, contentType: string): unknown {
  if (text === '') return undefined
  if (contentType.startsWith('text/event-stream')) return lastEventMessage(text)
  if (/^application\/([\w.-]+\+)?json\b/.test(contentType)) return JSON.parse(text)
  return text
}

/**
 * The message of a stream's last event that carries one (HTML, "Server-sent events" › "Interpreting an event
 * stream"): events are separated by a blank line, and an event's `data:` lines, joined by newlines, are its data. A
 * server may send requests or notifications first and a priming event with no data; the answer comes last.
 */
function lastEventMessage(stream: string): unknown {
  const data = stream
    .split(/\r?\n\r?\n/)
    .map((event) =>
      event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice('data:'.length).replace(/^ /, ''))
        .join('\n'),
    )
    .filter((message) => message !== '')
  return data.length === 0 ? undefined : JSON.parse(data.at(-1)!)
}
