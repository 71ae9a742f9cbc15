import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, expect, it } from 'vitest'

import { captureResponse, type CaptureOptions } from './captureResponse'

const HEAD = '<!DOCTYPE html><html><head><script src="/_next/app.js"></script></head>'

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/**
 * A server that writes an HTML page in two pieces through the capture, the second only once the client has read the
 * first (when it is sent on) or at once (when the capture holds it back): what the client received by then, and what
 * was captured.
 */
async function pageThroughCapture(options: Omit<CaptureOptions, 'onCaptured'>) {
  let captured: Buffer | undefined
  let releaseSecond: () => void = () => undefined
  const secondReleased = new Promise<void>((resolve) => (releaseSecond = resolve))
  server = http.createServer((req, res) => {
    captureResponse(res, { ...options, onCaptured: (page) => (captured = page.body) })
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.write(HEAD)
    void secondReleased.then(() => res.end('<body>Story</body></html>'))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // Held back, nothing (not even the head) arrives before the end: the second piece is released at once.
  if (options.finishHtml) releaseSecond()
  const response = await new Promise<http.IncomingMessage>((resolve) => http.get(`http://127.0.0.1:${port}/`, resolve))
  const pieces: string[] = []
  const firstPiece = new Promise<string>((resolve) => response.once('data', (chunk: Buffer) => resolve(String(chunk))))
  response.on('data', (chunk: Buffer) => pieces.push(String(chunk)))
  const ended = new Promise<void>((resolve) => response.on('end', resolve))
  const first = await firstPiece
  releaseSecond()
  await ended
  return { first, whole: pieces.join(''), headers: response.headers, captured: String(captured) }
}

it('sends a page through as it comes when it has nothing to finish (the edge), keeping a copy of it whole', async () => {
  const { first, whole, captured, headers } = await pageThroughCapture({})
  expect(first).toBe(HEAD)
  expect(whole).toBe(`${HEAD}<body>Story</body></html>`)
  expect(captured).toBe(whole)
  expect(headers['x-cache']).toBe('MISS')
})

it('holds a page back and sends it finished, with its length, when given a finisher', async () => {
  const finishHtml = (_status: number, html: string) => html.replace(/<script\b[^>]*><\/script>/g, '')
  const { whole, captured, headers } = await pageThroughCapture({ finishHtml })
  expect(whole).toBe('<!DOCTYPE html><html><head></head><body>Story</body></html>')
  expect(captured).toBe(whole)
  expect(headers['content-length']).toBe(String(Buffer.byteLength(whole)))
})
