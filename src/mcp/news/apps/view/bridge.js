/*
 * The view's half of MCP Apps (SEP-1865, specification 2026-01-26: "Communication Protocol", "Lifecycle", "Theming"),
 * inlined ahead of each view's own script (../appDocument.ts). JSON-RPC 2.0 over postMessage with the window that
 * embeds us: `ui/initialize`, then `ui/notifications/initialized`; the tool's input and result as they come; the
 * host's theme and style variables; our height as `ui/notifications/size-changed`; links opened by the host
 * (`ui/open-link`).
 *
 * Hand-written rather than the SDK's `App` class: bundled for the browser, `@modelcontextprotocol/ext-apps/app-with-deps`
 * is 599 kB minified (130 kB gzipped; ext-apps 2.0.4, esbuild 0.28), nearly all of it zod and the MCP SDK's protocol
 * classes, to send four messages and read five. This file is 10 kB as written, comments and all, and a whole view's
 * document 20–23 kB (7 kB gzipped). tests/browser/mcpApps.test.ts runs it against the SDK's own `AppBridge` host.
 *
 * Everything shown is built with createElement and textContent, never parsed from markup; a link or a picture is made
 * only for an http(s) URL on the site's origin (the document's `data-site-origin`), which is also all that the
 * document's Content-Security-Policy lets it load.
 */
/* global Element, ResizeObserver, requestAnimationFrame */

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the view's own script, inlined after this one, calls it
function startMcpApp(view) {
  const PROTOCOL_VERSION = '2026-01-26'
  const host = window.parent
  const root = document.documentElement
  const main = document.getElementById('app')
  const siteOrigin = root.dataset.siteOrigin
  const pending = new Map()
  let nextId = 1
  let hostCapabilities = {}

  // Messaging ---------------------------------------------------------------------------------------------------------

  // The view cannot know the host's origin (it may sit in a sandbox proxy of another origin): '*', as the spec's own
  // example does. What we send is our name, our height and the links the reader follows.
  const send = (message) => host.postMessage(Object.assign({ jsonrpc: '2.0' }, message), '*')
  const notify = (method, params) => send({ method, params })
  const request = (method, params) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject })
      send({ id, method, params })
    })

  const answer = (message) => {
    if (message.method === 'ping' || message.method === 'ui/resource-teardown') {
      send({ id: message.id, result: {} })
    } else {
      send({ id: message.id, error: { code: -32601, message: 'Method not found: ' + String(message.method) } })
    }
  }

  const onNotification = (method, params) => {
    const data = isObject(params) ? params : {}
    if (method === 'ui/notifications/tool-input' || method === 'ui/notifications/tool-input-partial') {
      showPending()
    } else if (method === 'ui/notifications/tool-result') {
      showResult(data)
    } else if (method === 'ui/notifications/tool-cancelled') {
      show(notice('The request was cancelled before PMS News answered.'))
    } else if (method === 'ui/notifications/host-context-changed') {
      applyHostContext(data)
    }
  }

  window.addEventListener('message', (event) => {
    if (event.source !== host) return
    const message = event.data
    if (!isObject(message) || message.jsonrpc !== '2.0') return
    if (typeof message.method === 'string') {
      if ('id' in message) answer(message)
      else onNotification(message.method, message.params)
    } else if (pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id)
      pending.delete(message.id)
      if ('error' in message) reject(new Error(isObject(message.error) ? String(message.error.message) : 'error'))
      else resolve(isObject(message.result) ? message.result : {})
    }
  })

  // Host context: theme and style variables ---------------------------------------------------------------------------

  const applyHostContext = (context) => {
    if (context.theme === 'light' || context.theme === 'dark') {
      root.dataset.theme = context.theme
      root.style.colorScheme = context.theme
    }
    // The spec's standardized variables (`--color-text-primary`, `--font-sans`…); our stylesheet falls back to its own
    // values for any the host leaves out. Set through the CSSOM, which the style-src policy does not govern. The host's
    // `styles.css.fonts` (@font-face rules) is left out: the policy lets in no stylesheet but ours and no font, and
    // `--font-sans` names the host's family with its own fallbacks.
    const variables = isObject(context.styles) ? context.styles.variables : undefined
    if (isObject(variables)) {
      for (const [name, value] of Object.entries(variables)) {
        if (name.startsWith('--') && typeof value === 'string') root.style.setProperty(name, value)
      }
    }
  }

  // Size: the document's height, whenever it changes ----------------------------------------------------------------

  let sentHeight = -1
  let measuring = false
  const reportSize = () => {
    if (measuring) return
    measuring = true
    requestAnimationFrame(() => {
      measuring = false
      const height = Math.ceil(root.getBoundingClientRect().height)
      if (height === sentHeight) return
      sentHeight = height
      notify('ui/notifications/size-changed', { height })
    })
  }

  // Links: through the host when it offers to open them ---------------------------------------------------------------

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!target || event.defaultPrevented || event.button !== 0) return
    // A host that does not open links leaves the link to the browser (a new tab, where the sandbox allows one).
    if (!hostCapabilities.openLinks) return
    event.preventDefault()
    const url = target.href
    const openHere = () => window.open(url, '_blank', 'noopener')
    request('ui/open-link', { url }).then((result) => {
      if (result.isError) openHere()
    }, openHere)
  })

  // What the view shows ---------------------------------------------------------------------------------------------

  function show(node) {
    main.replaceChildren(node)
    main.removeAttribute('aria-busy')
  }

  function showPending() {
    const placeholder = el('div', { className: 'placeholder' }, [
      el('p', { className: 'placeholder-text', text: view.pendingText }),
      el('div', { className: 'placeholder-bar wide' }),
      el('div', { className: 'placeholder-bar' }),
      el('div', { className: 'placeholder-bar short' }),
    ])
    main.replaceChildren(placeholder)
    main.setAttribute('aria-busy', 'true')
  }

  function showResult(result) {
    if (result.isError === true) {
      const said = Array.isArray(result.content)
        ? result.content.find((block) => isObject(block) && block.type === 'text' && typeof block.text === 'string')
        : undefined
      show(notice('PMS News could not answer' + (said ? ': ' + said.text : '.')))
      return
    }
    const rendered = isObject(result.structuredContent) ? view.render(result.structuredContent, helpers) : null
    show(rendered || notice('PMS News sent nothing this view can show.'))
  }

  // Helpers for the views: elements from data, never from markup ------------------------------------------------------

  function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  }

  /** An element with a class, text, attributes and children; strings among the children become text nodes. */
  function el(tag, options, children) {
    const node = document.createElement(tag)
    const { className, text, attributes } = options || {}
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    for (const [name, value] of Object.entries(attributes || {})) {
      if (value !== undefined && value !== null) node.setAttribute(name, String(value))
    }
    for (const child of children || []) {
      if (child !== null && child !== undefined && child !== false) node.append(child)
    }
    return node
  }

  /** The URL when it is an http(s) URL on the site's origin; null otherwise. */
  function siteUrl(value) {
    if (typeof value !== 'string') return null
    let url
    try {
      url = new URL(value)
    } catch {
      return null
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== siteOrigin) return null
    return url.href
  }

  /** A link to one of our pages, or the bare text when the URL is not ours. */
  function link(url, text, className) {
    const href = siteUrl(url)
    if (!href) return el('span', { className, text })
    return el('a', { className, text, attributes: { href, target: '_blank', rel: 'noopener' } })
  }

  const dateFormat = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

  /** "5 March 2026" in a <time>, as the site writes dates (UTC); null for a missing or unreadable date. */
  function date(iso) {
    if (typeof iso !== 'string') return null
    const when = new Date(iso)
    if (Number.isNaN(when.getTime())) return null
    return el('time', { text: dateFormat.format(when), attributes: { datetime: iso } })
  }

  function text(value) {
    return typeof value === 'string' && value.trim() !== '' ? value : null
  }

  function notice(message) {
    return el('p', { className: 'notice', text: message })
  }

  const helpers = { el, link, siteUrl, date, text, isObject, notice }

  // Start: initialize, then say so -------------------------------------------------------------------------------------

  request('ui/initialize', {
    protocolVersion: PROTOCOL_VERSION,
    appInfo: { name: view.name, version: view.version },
    appCapabilities: { availableDisplayModes: ['inline'] },
  }).then(
    (result) => {
      hostCapabilities = isObject(result.hostCapabilities) ? result.hostCapabilities : {}
      applyHostContext(isObject(result.hostContext) ? result.hostContext : {})
      notify('ui/notifications/initialized', {})
      const observer = new ResizeObserver(reportSize)
      observer.observe(root)
      observer.observe(document.body)
      reportSize()
    },
    () => show(notice('This view shows PMS News inside an MCP host, which did not answer.')),
  )
}
