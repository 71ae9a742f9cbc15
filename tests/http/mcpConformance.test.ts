/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`, server mode, on the project's Node 22)
 * against a running instance. The suite cannot send a token, so it talks to a proxy that adds one, obtained by the
 * real OAuth flow (a person approving, over HTTP); the app's BASE_URL is the proxy's address, as it would be behind
 * a production proxy. Scenarios for features this server deliberately does not have are listed, each with its
 * reason, in the baseline file; the suite itself fails the run on any other failure and on a baseline entry that has
 * started to pass.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'
import { parse } from 'yaml'

import { useApp } from '../helpers/appFixture'
import { startAppServer, type AppServer } from '../helpers/appServer'
import { freePort } from '../helpers/freePort'
import { ADMIN } from '../helpers/accounts'
import { authorizedAgentWithoutBrowser } from '../helpers/oauthAgent'
import { startTokenInjectingProxy, type TokenInjectingProxy } from '../helpers/tokenInjectingProxy'

const root = path.resolve(import.meta.dirname, '../..')
const baselineFile = path.join(root, 'tests/fixtures/mcp-conformance-baseline.yml')
const baseline2026File = path.join(root, 'tests/fixtures/mcp-conformance-2026-baseline.yml')
const MUST_PASS = ['server-initialize', 'tools-list', 'ping', 'dns-rebinding-protection']
/** Transport, lifecycle, discovery and errors of 2026-07-28: the stateless rules, its headers, discovery, caching. */
const MUST_PASS_2026 = [
  'server-stateless',
  'http-header-validation',
  'tools-list',
  'dns-rebinding-protection',
  'caching',
]

// Its server starts behind the proxy, on a port the proxy knows first.
const app = useApp({ database: 'seededWithAccounts', server: false })
let server: AppServer
let proxy: TokenInjectingProxy
let resultsDir: string
let accessToken: string

const mcpUrl = () => `${proxy.url}/mcp`

/** The suite of 2025-11-25 (0.1.x) and the one that checks revision 2026-07-28 (0.2.x, installed under an alias). */
const SUITES = {
  '2025-11-25': 'node_modules/@modelcontextprotocol/conformance/dist/index.js',
  '2026-07-28': 'node_modules/@modelcontextprotocol/conformance-2026/dist/index.js',
} as const

function runConformance(
  args: string[],
  suite: keyof typeof SUITES = '2025-11-25',
): Promise<{ code: number; output: string }> {
  const cli = path.join(root, SUITES[suite])
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/node'),
      [cli, 'server', ...args],
      // Only what it needs: none of the app's secrets reach the suite.
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production' },
        timeout: 240_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error: (Error & { code?: unknown }) | null, stdout: string, stderr: string) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, output: `${stdout}\n${stderr}` })
      },
    )
  })
}

/** Each scenario's checks, from the `checks.json` files the suite writes. */
async function checksByScenario(
  dir: string,
): Promise<Map<string, Array<{ id: string; status: string; errorMessage?: string }>>> {
  const byScenario = new Map<string, Array<{ id: string; status: string; errorMessage?: string }>>()
  for (const entry of await readdir(dir)) {
    const scenario = /^server-(.+)-\d{4}-\d{2}-\d{2}T/.exec(entry)?.[1]
    if (!scenario) continue
    byScenario.set(scenario, JSON.parse(await readFile(path.join(dir, entry, 'checks.json'), 'utf8')))
  }
  return byScenario
}

beforeAll(async () => {
  const appPort = await freePort()
  proxy = await startTokenInjectingProxy(() => appPort)
  server = await startAppServer(
    { ...app.env, BASE_URL: proxy.url, MCP_RATE_LIMIT_PER_MINUTE: '10000' },
    { port: appPort },
  )
  const { tokens } = await authorizedAgentWithoutBrowser(mcpUrl(), 'articles:read', ADMIN, {
    client_name: 'MCP conformance suite',
  })
  accessToken = tokens.access_token
  proxy.useToken(accessToken)
  resultsDir = await mkdtemp(path.join(os.tmpdir(), 'pmsnews-conformance-'))
})

afterAll(async () => {
  await server?.stop()
  await proxy?.close()
  if (resultsDir) await rm(resultsDir, { recursive: true, force: true })
})

/** The baseline's entries whose comment above them (or above the run of entries they belong to) says nothing. */
function unexplainedEntries(text: string): string[] {
  const unexplained: string[] = []
  let previous: 'comment' | 'entry' | 'other' = 'other'
  let explained = false
  for (const line of text.split('\n')) {
    const entry = /^\s+- (\S+)/.exec(line)?.[1]
    if (entry) {
      explained = previous === 'comment' || (previous === 'entry' && explained)
      if (!explained) unexplained.push(entry)
      previous = 'entry'
    } else previous = /^\s+#/.test(line) ? 'comment' : 'other'
  }
  return unexplained
}

it('keeps its baselines honest: every expected failure explained, none of the required scenarios among them', async () => {
  for (const [file, mustPass] of [
    [baselineFile, MUST_PASS],
    [baseline2026File, MUST_PASS_2026],
  ] as const) {
    const text = await readFile(file, 'utf8')
    const listed: string[] = parse(text).server
    expect(listed.length).toBeGreaterThan(0)
    // A required scenario may be excused one untestable check at a time (`scenario:check`), never whole.
    for (const scenario of mustPass) expect(listed, file).not.toContain(scenario)
    expect(unexplainedEntries(text), file).toEqual([])
  }
})

it('passes the MCP conformance suite, server-initialize, tools-list, ping and dns-rebinding-protection included', async () => {
  const run = await runConformance(['--url', mcpUrl(), '--expected-failures', baselineFile, '--output-dir', resultsDir])
  // Exit 0: no failure outside the baseline, and no baseline entry that passes.
  expect(run.code, run.output).toBe(0)
  const checks = await checksByScenario(resultsDir)
  for (const scenario of MUST_PASS) {
    const list = checks.get(scenario)
    expect(list?.length, `${scenario} ran no check:\n${run.output}`).toBeGreaterThan(0)
    for (const check of list!) expect(check.status, `${scenario}/${check.id}: ${check.errorMessage}`).toBe('SUCCESS')
  }
  // The rebinding checks ran against the real guard: a foreign Host and Origin refused, the site's own accepted.
  expect(
    checks
      .get('dns-rebinding-protection')!
      .map((check) => check.id)
      .sort(),
  ).toEqual(['localhost-host-rebinding-rejected', 'localhost-host-valid-accepted'])
  // The token was the one thing the proxy added; without it the endpoint refuses the suite outright.
  proxy.useToken('')
  try {
    const refused = await runConformance(['--url', mcpUrl(), '--scenario', 'ping', '--output-dir', resultsDir])
    expect(refused.code).not.toBe(0)
    expect(refused.output).toMatch(/401|Unauthorized/i)
  } finally {
    proxy.useToken(accessToken)
  }
}, 600_000)

it('passes what revision 2026-07-28 requires: stateless serving, its headers, discovery, caching and errors', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pmsnews-conformance-2026-'))
  try {
    const run = await runConformance(
      ['--url', mcpUrl(), '--requirements', '2026-07-28', '--expected-failures', baseline2026File, '--output-dir', dir],
      '2026-07-28',
    )
    // Exit 0: no failure outside the baseline, and no baseline entry that passes.
    expect(run.code, run.output).toBe(0)
    const checks = await checksByScenario(dir)
    const excused = new Set(
      (parse(await readFile(baseline2026File, 'utf8')).server as string[]).filter((entry) => entry.includes(':')),
    )
    for (const scenario of MUST_PASS_2026) {
      const list = checks.get(scenario)
      expect(list?.length, `${scenario} ran no check:\n${run.output}`).toBeGreaterThan(0)
      for (const check of list!) {
        if (!excused.has(`${scenario}:${check.id}`))
          expect(check.status, `${scenario}/${check.id}: ${check.errorMessage}`).toBe('SUCCESS')
      }
    }
    // What the revision is about ran and passed: discovery, the header rules, and the errors echoing the request id.
    const ran = new Set(
      checks
        .get('server-stateless')!
        .filter((check) => check.status === 'SUCCESS')
        .map((check) => check.id),
    )
    for (const id of [
      'sep-2575-server-implements-discover',
      'sep-2575-http-server-header-mismatch-400',
      'sep-2575-http-server-unsupported-version-400',
      'sep-2575-http-server-method-not-found-404',
      'sep-2575-http-server-error-jsonrpc-id',
    ]) {
      expect(ran, id).toContain(id)
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}, 600_000)

/**
 * The public news server (/mcp/news) against both suites: it needs no token (the proxy's is ignored there), so each
 * run also shows that anonymous clients pass what the suite requires. Its baselines name their reasons as above.
 */
const newsBaselines = {
  '2025-11-25': path.join(root, 'tests/fixtures/mcp-conformance-news-baseline.yml'),
  '2026-07-28': path.join(root, 'tests/fixtures/mcp-conformance-news-2026-baseline.yml'),
} as const

it('the news server passes the MCP conformance suite, anonymous, with a baseline that names its reasons', async () => {
  for (const [suite, file] of Object.entries(newsBaselines) as Array<[keyof typeof SUITES, string]>) {
    const text = await readFile(file, 'utf8')
    const mustPass = suite === '2026-07-28' ? MUST_PASS_2026 : MUST_PASS
    for (const scenario of mustPass) expect(parse(text).server, file).not.toContain(scenario)
    expect(unexplainedEntries(text), file).toEqual([])
    const dir = await mkdtemp(path.join(os.tmpdir(), `pmsnews-conformance-news-${suite}-`))
    try {
      const run = await runConformance(
        [
          '--url',
          `${proxy.url}/mcp/news`,
          ...(suite === '2026-07-28' ? ['--requirements', '2026-07-28'] : []),
          '--expected-failures',
          file,
          '--output-dir',
          dir,
        ],
        suite,
      )
      expect(run.code, `${suite}:\n${run.output}`).toBe(0)
      const checks = await checksByScenario(dir)
      const excused = new Set((parse(text).server as string[]).filter((entry) => entry.includes(':')))
      for (const scenario of mustPass) {
        const list = checks.get(scenario)
        expect(list?.length, `${suite} ${scenario} ran no check:\n${run.output}`).toBeGreaterThan(0)
        for (const check of list!)
          if (!excused.has(`${scenario}:${check.id}`))
            expect(check.status, `${suite} ${scenario}/${check.id}: ${check.errorMessage}`).toBe('SUCCESS')
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }
}, 600_000)
