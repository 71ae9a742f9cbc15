import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendTextAnswer } from './webExchange'

describe('sendTextAnswer', () => {
  let server: http.Server
  let origin: string
  beforeAll(async () => {
    server = http.createServer((req, res) =>
      sendTextAnswer(req, res, {
        status: 404,
        headers: { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept' },
        // A lone surrogate, which a web Response would also have written as U+FFFD.
        body: `<p>Café \ud800 ok</p>`,
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('writes the text as UTF-8 with its status, headers and byte length, a lone surrogate as U+FFFD', async () => {
    const response = await fetch(`${origin}/`)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.status).toBe(404)
    expect(response.headers.get('vary')).toBe('Accept')
    expect(bytes.toString('utf8')).toBe('<p>Café \ufffd ok</p>')
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength)
  })

  it('answers HEAD with the same headers and no body', async () => {
    const response = await fetch(`${origin}/`, { method: 'HEAD' })
    expect(response.status).toBe(404)
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength('<p>Café \ufffd ok</p>'))
    expect(await response.text()).toBe('')
  })
})
