/**
 * The bundle takes Node's own modules through `require` (scripts/builtinsByRequire.ts): imported as ES modules, their
 * facades read every export at start, and `node:http`'s WebSocket loads undici and compiles its parser to WebAssembly.
 * A module bundled with the plugin imports `node:http`, `node:fs` and `node:util` by default, by name and as a
 * namespace, serves a request, and leaves undici unloaded; bundled without it, it loads undici.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'

import { builtinsByRequire } from '../../scripts/builtinsByRequire'

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-builtins-'))
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }))

const ENTRY = `
import http, { createServer, STATUS_CODES } from 'node:http'
import { promises } from 'node:fs'
import * as util from 'node:util'
const server = createServer((_req, res) => res.end(STATUS_CODES[200]))
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const answer = await new Promise((resolve, reject) =>
  http.get({ host: '127.0.0.1', port: server.address().port }, (res) => {
    let body = ''
    res.on('data', (chunk) => (body += chunk))
    res.on('end', () => resolve(body))
  }).on('error', reject),
)
server.close()
console.log(JSON.stringify({
  answer,
  readFile: typeof promises.readFile,
  inspect: typeof util.inspect,
  undici: process.moduleLoadList.some((name) => name.includes('undici')),
}))
`

/** Bundles ENTRY as scripts/bundleServer.ts does (ESM, a banner defining `require`), runs it, and reads what it printed. */
async function bundleAndRun(plugins: (typeof builtinsByRequire)[]) {
  const entry = path.join(directory, 'entry.mjs')
  fs.writeFileSync(entry, ENTRY)
  const outfile = path.join(directory, `out-${plugins.length}.mjs`)
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins,
    logLevel: 'silent',
  })
  const { stdout } = await promisify(execFile)(process.execPath, [outfile])
  return { printed: JSON.parse(stdout), source: fs.readFileSync(outfile, 'utf8') }
}

describe('builtinsByRequire', () => {
  it('imports of Node modules by default, by name and as a namespace work, and leave undici unloaded', async () => {
    const { printed, source } = await bundleAndRun([builtinsByRequire])
    expect(printed).toEqual({ answer: 'OK', readFile: 'function', inspect: 'function', undici: false })
    // Only the banner imports; the three modules are required.
    expect(source.match(/^import .* from ["']node:[a-z_/]+["'];?$/gm) ?? []).toEqual([])
    expect(source).toContain('require("node:http")')
  }, 60_000)

  it('without it, the ES module facade of node:http loads undici (where Node has http.WebSocket)', async () => {
    const { printed } = await bundleAndRun([])
    expect(printed.answer).toBe('OK')
    const hasLazyWebSocket = Boolean(Object.getOwnPropertyDescriptor(await import('node:http'), 'WebSocket'))
    expect(printed.undici).toBe(hasLazyWebSocket)
  }, 60_000)
})
