/**
 * An old site's image server on 127.0.0.1, for the importers' tests: a JPEG at every path (one small picture made with
 * sharp, made once), an HTML page at any path that holds `not-an-image`, and a 404 at any path that holds `missing`.
 * The importers reach it through IMPORT_TEST_ORIGINS, standing in for the https origins the exports name.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'

export interface ImageHost {
  url: string
  /** Every path asked for, in order. */
  paths: string[]
  close(): Promise<void>
}

export async function startImageHost(): Promise<ImageHost> {
  const jpeg = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer()
  const paths: string[] = []
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/'
    paths.push(path)
    if (path.includes('missing')) res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    else if (path.includes('not-an-image'))
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<!doctype html><title>Sign in</title>')
    else res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
