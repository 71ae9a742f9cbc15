/**
 * The host page's script, bundled for the browser by tests/helpers/mcpAppsHost.ts: the MCP Apps SDK's own host side,
 * `AppBridge` with its `PostMessageTransport`, the way a web host uses it (SEP-1865 "Sandbox proxy", and the SDK's
 * examples/basic-host): the view's HTML goes to a sandbox proxy of another origin in
 * `ui/notifications/sandbox-resource-ready`; after the view's `ui/notifications/initialized` comes the tool's input,
 * then its result. What the view sends and asks is kept for the test to read.
 */
import {
  AppBridge,
  type McpUiHostContext,
  type McpUiResourceCsp,
  PostMessageTransport,
} from '@modelcontextprotocol/ext-apps/app-bridge'
import type { CallToolResult } from '@modelcontextprotocol/client'

export interface MountOptions {
  html: string
  sandboxUrl: string
  /** The sandbox attribute of the frame the proxy puts the view in. */
  viewSandbox: string
  csp: McpUiResourceCsp | undefined
  hostContext: McpUiHostContext
  toolInput: Record<string, unknown>
  toolResult: CallToolResult | null
}

interface TestHost {
  mount(options: MountOptions): Promise<void>
  sendToolResult(result: CallToolResult): Promise<void>
  setHostContext(context: McpUiHostContext): void
  /** Every JSON-RPC message that reached the host from the view's frame, in order, as it arrived. */
  received(): unknown[]
  /** The URLs the view asked the host to open (`ui/open-link`). */
  openedLinks(): string[]
  /** The view's frame's height as the host last set it from `ui/notifications/size-changed`. */
  frameHeight(): number
}

declare global {
  interface Window {
    testHost: TestHost
  }
}

const received: unknown[] = []
const openedLinks: string[] = []
let bridge: AppBridge | undefined
let frame: HTMLIFrameElement | undefined

const connected = () => {
  if (!bridge) throw new Error('mount() the view first')
  return bridge
}

window.addEventListener('message', (event) => {
  if (frame && event.source === frame.contentWindow) received.push(event.data)
})

async function mount(options: MountOptions): Promise<void> {
  const iframe = document.createElement('iframe')
  frame = iframe
  iframe.title = 'PMS News'
  // What the spec requires of the proxy: scripts, and an origin of its own (which differs from ours).
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin')
  const proxyReady = new Promise<void>((resolve) => {
    const listener = (event: MessageEvent) => {
      const data = event.data as { method?: string } | null
      if (event.source !== iframe.contentWindow || data?.method !== 'ui/notifications/sandbox-proxy-ready') return
      window.removeEventListener('message', listener)
      resolve()
    }
    window.addEventListener('message', listener)
  })
  iframe.src = options.sandboxUrl
  document.getElementById('view')!.append(iframe)
  await proxyReady

  bridge = new AppBridge(
    null,
    { name: 'PMS News test host', version: '1.0.0' },
    { openLinks: {}, logging: {} },
    { hostContext: options.hostContext },
  )
  bridge.onopenlink = async ({ url }) => {
    openedLinks.push(url)
    return {}
  }
  bridge.onsizechange = ({ height }) => {
    if (height !== undefined) iframe.style.height = `${height}px`
  }
  const initialized = new Promise<void>((resolve) => {
    bridge!.oninitialized = () => resolve()
  })
  await bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!))
  await bridge.sendSandboxResourceReady({ html: options.html, sandbox: options.viewSandbox, csp: options.csp })
  await initialized
  await bridge.sendToolInput({ arguments: options.toolInput })
  if (options.toolResult) await bridge.sendToolResult(options.toolResult)
}

window.testHost = {
  mount,
  sendToolResult: (result) => connected().sendToolResult(result),
  setHostContext: (context) => connected().setHostContext(context),
  received: () => received,
  openedLinks: () => openedLinks,
  frameHeight: () => frame?.clientHeight ?? 0,
}
