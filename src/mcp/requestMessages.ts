/**
 * The JSON-RPC messages of one POST /mcp, read and judged before any of them is counted or run. The SDK would take a
 * batch of up to 100 messages whatever the protocol version and run them all at once; here a batch is taken only
 * under protocol 2025-03-26 (the one version that had batches; a request without the version header is assumed to
 * speak it), with distinct ids and at most one write, since writes run together would commit in no set order and
 * each hold a database connection while they wait on one another.
 */
import { AppError } from '../ground/errors/AppError'
import { readBodyWithin } from '../ground/http/readJsonBody'
import { scopeOfTool } from './toolScopes'

export interface JsonRpcMessage {
  id?: string | number | null
  method?: string
  params?: { name?: unknown }
}

export const MAX_BODY_BYTES = 1024 * 1024
const MAX_BATCH_MESSAGES = 100
const BATCHING_PROTOCOL = '2025-03-26'

/** A refusal names the id to echo: null where the body could not be read or is a batch. */
export type MessagesVerdict =
  | { ok: true; body: unknown; messages: JsonRpcMessage[] }
  | { ok: false; status: number; code: number; message: string; id: JsonRpcMessage['id'] | null }

const refuse = (status: number, code: number, message: string): MessagesVerdict => ({
  ok: false,
  status,
  code,
  message,
  id: null,
})

const isWrite = (message: JsonRpcMessage) => {
  if (message?.method !== 'tools/call') return false
  const scope = scopeOfTool(String(message.params?.name))
  return scope !== undefined && scope !== 'articles:read'
}

export async function readMessages(request: Request): Promise<MessagesVerdict> {
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await readBodyWithin(request, MAX_BODY_BYTES)))
  } catch (error) {
    if (error instanceof AppError && error.status === 413) return refuse(413, -32600, 'The body may have at most 1 MB.')
    return refuse(400, -32700, 'Parse error: the body must be JSON-RPC 2.0 in UTF-8.')
  }
  if (!Array.isArray(body)) return { ok: true, body, messages: [body as JsonRpcMessage] }

  const version = request.headers.get('mcp-protocol-version')
  if (version !== null && version !== BATCHING_PROTOCOL) {
    return refuse(
      400,
      -32600,
      `Batches exist only in protocol ${BATCHING_PROTOCOL}; under ${version} send one message per request.`,
    )
  }
  const messages = body as JsonRpcMessage[]
  if (messages.length === 0) return refuse(400, -32600, 'An empty batch is not a request.')
  if (messages.length > MAX_BATCH_MESSAGES)
    return refuse(400, -32600, `A batch may carry at most ${MAX_BATCH_MESSAGES} messages.`)
  const ids = messages
    .filter((message) => message?.id !== undefined && message?.id !== null)
    .map((message) => JSON.stringify(message.id))
  if (new Set(ids).size !== ids.length) return refuse(400, -32600, 'Each request in a batch needs its own id.')
  // A cancellation of a request in the same batch would leave that request unanswered, and the JSON answer waits
  // for every answer: the connection would hang.
  if (messages.some((message) => message?.method === 'notifications/cancelled'))
    return refuse(400, -32600, 'A batch cannot carry a cancellation; send it on its own.')
  if (messages.filter(isWrite).length > 1)
    return refuse(
      400,
      -32600,
      'A batch may carry at most one write tool call: send writes one per request, in the order they must happen.',
    )
  return { ok: true, body, messages }
}
