/**
 * An MCP Apps host in Chromium for a view's browser test (SEP-1865, specification 2026-01-26), built as a web host
 * builds one: a host page whose script is the SDK's own `AppBridge` (tests/helpers/mcpAppsHostPage.ts, bundled by
 * esbuild in memory), and a sandbox proxy on another origin ("Sandbox proxy": `allow-scripts allow-same-origin`, a
 * Content-Security-Policy header built from the resource's `_meta.ui.csp` as the spec's "CSP Construction from
 * Metadata" does), which puts the view's HTML in an inner frame as srcdoc under `sandbox="allow-scripts"`.
 *
 * The host and the proxy are two tiny loopback servers (two ports, so two origins), started at the first render and
 * stopped by `stopMcpAppsHost`; loopback like the site a test serves the view's pictures from, since Chromium refuses
 * a public origin's requests to a loopback one (Private Network Access). `renderInHost` takes a resource's HTML and a
 * tool result — a fixture, or a real one from the MCP server — and returns once the view has rendered it and the
 * host has sized the frame to it.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import type { CallToolResult } from '@modelcontextprotocol/client'
import type { McpUiHostContext, McpUiHostStyles, McpUiResourceMeta } from '@modelcontextprotocol/ext-apps'
import { build } from 'esbuild'
import type { Frame, Page } from 'playwright-core'
import { expect } from 'vitest'

import type { MountOptions } from './mcpAppsHostPage'

/** A JSON-RPC message as the host received it from the view. */
interface ReceivedMessage {
  jsonrpc: '2.0'
  id?: number | string
  method?: string
  params?: Record<string, unknown>
  result?: unknown
  error?: unknown
}

interface CspViolation {
  directive: string
  blocked: string
}

export interface RenderOptions {
  /** The UI resource's HTML, as `resources/read` gives it. */
  html: string
  /** What the host sends in `ui/notifications/tool-result`; null while the tool is still running. */
  toolResult: CallToolResult | null
  theme: 'light' | 'dark'
  /** The browser window's width in CSS pixels; the host's column is 48rem at most. */
  width: number
  /** The resource's `_meta.ui`; without one the proxy applies the spec's restrictive default policy. */
  ui?: McpUiResourceMeta
  toolInput?: Record<string, unknown>
  /** The host's style variables (hostContext.styles); none unless given. */
  styles?: McpUiHostStyles
  /** The reader's prefers-color-scheme; the host's theme unless given. */
  systemColorScheme?: 'light' | 'dark'
}

export interface HostedView {
  /** The view's own frame (the proxy's inner frame). */
  view: Frame
  received(): Promise<ReceivedMessage[]>
  openedLinks(): Promise<string[]>
  sendToolResult(result: CallToolResult): Promise<void>
  setHostContext(context: McpUiHostContext): Promise<void>
  /** Content-Security-Policy violations reported in any frame since the page loaded. */
  cspViolations(): Promise<CspViolation[]>
  /** Console errors and uncaught exceptions of any frame since this render began. */
  errors: string[]
}

let hostScript: Promise<string> | undefined

/** The host page's script with the SDK bundled in, built once per test process (about a second). */
function bundledHostScript(): Promise<string> {
  hostScript ??= build({
    entryPoints: [path.join(import.meta.dirname, 'mcpAppsHostPage.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'error',
  }).then((result) => result.outputFiles[0]!.text)
  return hostScript
}

const hostPage = (theme: 'light' | 'dark', border: boolean) => `<!doctype html>
<html lang="en" data-theme="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MCP Apps test host</title>
<style>
  :root { color-scheme: ${theme}; font-family: system-ui, sans-serif; }
  :root[data-theme='light'] { --bg: #f5f5f2; --bubble: #e8e6df; --ink: #1f1f1d; --line: #d6d3cb; }
  :root[data-theme='dark'] { --bg: #262624; --bubble: #3a3935; --ink: #ecebe6; --line: #4a4944; }
  body { margin: 0; background: var(--bg); color: var(--ink); }
  main { max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .user { margin: 0 0 1.25rem auto; width: fit-content; max-width: 80%; padding: 0.6rem 0.9rem; border-radius: 1rem; background: var(--bubble); }
  .assistant { margin: 0 0 0.75rem; }
  #view iframe { display: block; width: 100%; height: 120px; border: 0; }
  /* A view that asks for a border (_meta.ui.prefersBorder), or says nothing, gets one and the host's background. */
  #view.bordered iframe { border: 1px solid var(--line); border-radius: 12px; background: var(--bg); }
</style>
<script type="module" src="/host.js"></script>
</head>
<body>
<main>
  <p class="user">What does PMS News say about it?</p>
  <p class="assistant">Here is what PMS News has:</p>
  <div id="view"${border ? ' class="bordered"' : ''}></div>
</main>
</body>
</html>
`

/** The spec's "CSP Construction from Metadata", and its restrictive default when the resource declares none. */
function sandboxPolicy(ui: McpUiResourceMeta | undefined): string {
  const csp = ui?.csp
  if (!csp)
    return "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'"
  const resources = (csp.resourceDomains ?? []).join(' ')
  return [
    "default-src 'none'",
    `script-src 'self' 'unsafe-inline' ${resources}`,
    `style-src 'self' 'unsafe-inline' ${resources}`,
    `connect-src 'self' ${(csp.connectDomains ?? []).join(' ')}`,
    `img-src 'self' data: ${resources}`,
    `font-src 'self' ${resources}`,
    `media-src 'self' data: ${resources}`,
    `frame-src ${csp.frameDomains?.join(' ') || "'none'"}`,
    "object-src 'none'",
    `base-uri ${csp.baseUriDomains?.join(' ') || "'self'"}`,
  ].join('; ')
}

/** The proxy: relays every message both ways, except the resource it is handed, which it loads as srcdoc. */
const sandboxPage = (hostOrigin: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sandbox proxy</title>
<style>html, body { margin: 0; height: 100%; } iframe { display: block; width: 100%; height: 100%; border: 0; }</style>
</head>
<body>
<script>
  const HOST = ${JSON.stringify(hostOrigin)}
  const inner = document.createElement('iframe')
  inner.title = 'PMS News view'
  document.body.append(inner)
  window.addEventListener('message', (event) => {
    if (event.source === window.parent) {
      if (event.origin !== HOST) return
      const data = event.data
      if (data && data.method === 'ui/notifications/sandbox-resource-ready') {
        inner.setAttribute('sandbox', data.params.sandbox)
        inner.srcdoc = data.params.html
      } else {
        inner.contentWindow.postMessage(data, '*')
      }
    } else if (event.source === inner.contentWindow) {
      window.parent.postMessage(event.data, HOST)
    }
  })
  window.parent.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} }, HOST)
</script>
</body>
</html>
`

interface Servers {
  host: http.Server
  sandbox: http.Server
  hostOrigin: string
  sandboxOrigin: string
}
let servers: Promise<Servers> | undefined

function listen(answer: (url: URL) => Promise<{ type: string; body: string; headers?: Record<string, string> }>) {
  const server = http.createServer((request, response) => {
    answer(new URL(request.url ?? '/', 'http://127.0.0.1')).then(
      ({ type, body, headers }) => response.writeHead(200, { 'content-type': type, ...headers }).end(body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    )
  })
  return new Promise<{ server: http.Server; origin: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  )
}

/** The host page and its script on one port, the sandbox proxy on another; started once per test process. */
function startServers(): Promise<Servers> {
  servers ??= (async () => {
    let hostOrigin = ''
    const sandbox = await listen(async (url) => {
      const csp = url.searchParams.get('csp')
      const ui = csp ? ({ csp: JSON.parse(csp) } as McpUiResourceMeta) : undefined
      return {
        type: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': sandboxPolicy(ui) },
        body: sandboxPage(hostOrigin),
      }
    })
    const host = await listen(async (url) => {
      if (url.pathname === '/host.js') return { type: 'text/javascript', body: await bundledHostScript() }
      const theme = url.searchParams.get('theme') === 'dark' ? 'dark' : 'light'
      return { type: 'text/html; charset=utf-8', body: hostPage(theme, url.searchParams.get('border') !== 'no') }
    })
    hostOrigin = host.origin
    return { host: host.server, sandbox: sandbox.server, hostOrigin, sandboxOrigin: sandbox.origin }
  })()
  return servers
}

/** Stops the host's servers (in the test file's afterAll). */
export async function stopMcpAppsHost(): Promise<void> {
  if (!servers) return
  const { host, sandbox } = await servers
  servers = undefined
  await Promise.all([host, sandbox].map((server) => new Promise((resolve) => server.close(resolve))))
}

interface PageState {
  errors: string[]
}
const prepared = new WeakMap<Page, PageState>()

/** A recorder of CSP violations in every frame, and of errors; once per page. */
async function prepare(page: Page): Promise<PageState> {
  const known = prepared.get(page)
  if (known) return known
  const state: PageState = { errors: [] }
  prepared.set(page, state)
  page.on('console', (message) => {
    if (message.type() === 'error') state.errors.push(message.text())
  })
  page.on('pageerror', (error) => state.errors.push(String(error)))
  await page.addInitScript(() => {
    const violations: Array<{ directive: string; blocked: string }> = []
    Object.defineProperty(window, 'cspViolations', { value: violations })
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    )
  })
  return state
}

async function contentFrameOf(frame: Frame | Page, selector: string): Promise<Frame> {
  const element = await frame.locator(selector).elementHandle()
  const content = await element?.contentFrame()
  if (!content) throw new Error(`no frame in ${selector}`)
  return content
}

/**
 * Renders a UI resource in the host at `width`, sends the tool input and then `toolResult` (unless null), and
 * resolves once the view shows it: its pictures loaded and the host's frame as tall as the view said it is.
 */
export async function renderInHost(page: Page, options: RenderOptions): Promise<HostedView> {
  const { hostOrigin, sandboxOrigin } = await startServers()
  const state = await prepare(page)
  state.errors.length = 0
  await page.setViewportSize({ width: options.width, height: 800 })
  await page.emulateMedia({ colorScheme: options.systemColorScheme ?? options.theme })
  await page.goto(`${hostOrigin}/?theme=${options.theme}&border=${options.ui?.prefersBorder === false ? 'no' : 'yes'}`)
  await page.waitForFunction(() => 'testHost' in window)

  const sandboxUrl = new URL(`${sandboxOrigin}/sandbox.html`)
  if (options.ui?.csp) sandboxUrl.searchParams.set('csp', JSON.stringify(options.ui.csp))
  const mount: MountOptions = {
    html: options.html,
    sandboxUrl: sandboxUrl.href,
    viewSandbox: 'allow-scripts',
    csp: options.ui?.csp,
    hostContext: {
      theme: options.theme,
      displayMode: 'inline',
      availableDisplayModes: ['inline'],
      platform: options.width < 600 ? 'mobile' : 'web',
      locale: 'en-GB',
      timeZone: 'Europe/London',
      ...(options.styles ? { styles: options.styles } : {}),
    },
    toolInput: options.toolInput ?? {},
    toolResult: options.toolResult,
  }
  // As JSON: Playwright's types for an evaluated argument recurse without end through the SDK's result types.
  await page.evaluate((json) => window.testHost.mount(JSON.parse(json) as MountOptions), JSON.stringify(mount))
  const view = await contentFrameOf(await contentFrameOf(page, '#view iframe'), 'iframe')

  const hosted: HostedView = {
    view,
    received: () => page.evaluate(() => window.testHost.received() as ReceivedMessage[]),
    openedLinks: () => page.evaluate(() => window.testHost.openedLinks()),
    async sendToolResult(result) {
      await page.evaluate(
        (json) => window.testHost.sendToolResult(JSON.parse(json) as CallToolResult),
        JSON.stringify(result),
      )
      await settled(page, view, { busy: false })
    },
    async setHostContext(context) {
      await page.evaluate(
        (json) => window.testHost.setHostContext(JSON.parse(json) as McpUiHostContext),
        JSON.stringify(context),
      )
    },
    cspViolations: () => view.evaluate(() => (window as unknown as { cspViolations: CspViolation[] }).cspViolations),
    errors: state.errors,
  }
  await settled(page, view, { busy: options.toolResult === null })
  return hosted
}

/**
 * A PNG of the whole host page, view included. Not Playwright's `fullPage`: it grows the page past the window for the
 * shot, and Chromium paints a cross-origin frame (the proxy and the view run in processes of their own) only where
 * the window was, leaving the rest of the view blank. The window is made as tall as the page instead, then restored.
 */
export async function screenshotHost(page: Page, hosted: HostedView, file: string): Promise<void> {
  const viewport = page.viewportSize()!
  const height = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight))
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) })
  await hosted.view.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await page.screenshot({ path: file, type: 'png' })
  await page.setViewportSize(viewport)
}

/** The view shows a result (or, `busy`, the placeholder), its pictures have loaded, and the frame fits it. */
async function settled(page: Page, view: Frame, { busy }: { busy: boolean }): Promise<void> {
  await expect
    .poll(async () => {
      const [frameHeight, shown] = await Promise.all([
        page.evaluate(() => window.testHost.frameHeight()),
        view.evaluate(() => ({
          busy: document.getElementById('app')!.hasAttribute('aria-busy'),
          waiting: document.querySelector('#app > .notice')?.textContent === 'Waiting for PMS News…',
          pictures: [...document.images].every((image) => image.complete),
          height: Math.ceil(document.documentElement.getBoundingClientRect().height),
        })),
      ])
      return shown.busy === busy && !shown.waiting && shown.pictures && frameHeight === shown.height
    })
    .toBe(true)
}
