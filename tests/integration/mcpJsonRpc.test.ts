/**
 * The raw JSON-RPC helper of the MCP tests (tests/helpers/mcpJsonRpc.ts) reads what a Streamable HTTP server may
 * answer: a stream of server-sent events as well as JSON, and nothing for a notification. The app answers JSON; a
 * loopback server here answers each way, and echoes the headers it was sent.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postJsonRpc } from '../helpers/mcpJsonRpc'

let server: http.Server
let url: string

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const sent = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: number; method: string }
    if (sent.id === undefined) return res.writeHead(202).end()
    const answer = { jsonrpc: '2.0', id: sent.id, result: { headers: req.headers } }
    if (req.url === '/json')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    // A priming event without data, a notification, then the answer, its JSON split over two data lines.
    const json = JSON.stringify(answer)
    const [head, tail] = [json.slice(0, json.indexOf(',') + 1), json.slice(json.indexOf(',') + 1)]
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.end(
      'id: 0\ndata:\n\n' +
        `event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/progress', params: {} })}\n\n` +
        `event: message\nid: 1\ndata: ${head}\ndata:${tail}\n\n`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('postJsonRpc', () => {
  it('takes the answer out of an event stream: the last event with data, its data lines joined', async () => {
    const answer = await postJsonRpc(`${url}/sse`, { jsonrpc: '2.0', id: 4, method: 'ping' })
    expect(answer.status).toBe(200)
    expect(answer.message).toMatchObject({ jsonrpc: '2.0', id: 4, result: { headers: expect.any(Object) } })
  })

  it('parses a JSON answer, and gives undefined for the empty 202 a notification gets', async () => {
    expect((await postJsonRpc(`${url}/json`, { jsonrpc: '2.0', id: 5, method: 'ping' })).message).toMatchObject({
      id: 5,
    })
    const notified = await postJsonRpc(`${url}/json`, { jsonrpc: '2.0', method: 'notifications/initialized' })
    expect([notified.status, notified.message]).toEqual([202, undefined])
  })

  it("sends the transport's headers, a header named in another case in place of the default", async () => {
    const answer = await postJsonRpc(
      `${url}/json`,
      { jsonrpc: '2.0', id: 6, method: 'ping' },
      { Authorization: 'Bearer t', 'MCP-Protocol-Version': '2025-03-26', 'Mcp-Session-Id': 'session-1' },
    )
    expect(answer.message.result.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: 'Bearer t',
      'mcp-protocol-version': '2025-03-26',
      'mcp-session-id': 'session-1',
    })
  })
})
