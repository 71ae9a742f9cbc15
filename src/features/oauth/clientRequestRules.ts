/** Rules oidc-provider is configured with for what a client may register and ask for (src/features/oauth/provider.ts). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])

/** https anywhere, or http only on the loopback interface (RFC 8252 §7.3), and never with a fragment. */
export function redirectUriProblem(uri: string): string | null {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return `${uri} is not an absolute URL`
  }
  if (url.hash) return `${uri} may not have a fragment`
  if (url.protocol === 'https:') return null
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null
  return `${uri} must be https, or http on a loopback address (127.0.0.1, [::1], localhost)`
}

/**
 * Whether an authorization request's `redirect_uri` is one the client registered. Web clients: exactly. Native apps
 * (`application_type: native`) receive the code on a loopback port the operating system gives them at that moment,
 * so for them RFC 8252 §7.3 has the server "allow any port to be specified at the time of the request for loopback
 * IP redirect URIs": `http://127.0.0.1` and `http://[::1]`, with scheme, host, path and query otherwise exactly as
 * registered. `localhost` is not an IP literal (§8.3 advises against it) and must match exactly, port included.
 * oidc-provider's own rule would let the port vary for `localhost` too (docs/decisions/026).
 */
export function redirectUriAllowed(requested: string, registered: readonly string[], native: boolean): boolean {
  if (registered.includes(requested)) return true
  if (!native) return false
  const bare = withoutLoopbackIpPort(requested)
  return bare !== null && registered.some((uri) => withoutLoopbackIpPort(uri) === bare)
}

/** `http://127.0.0.1:8080/cb?x` → `http://127.0.0.1/cb?x`; null for anything but http on a loopback IP literal. */
function withoutLoopbackIpPort(uri: string): string | null {
  const match = /^http:\/\/(127\.0\.0\.1|\[::1\])(?::\d{1,5})?([/?][^#]*)?$/.exec(uri)
  return match ? `http://${match[1]}${match[2] ?? ''}` : null
}

/**
 * Why a refresh request's `resource` (RFC 8707 §2.2) cannot be served, or null: it may be left out (the grant's
 * own resource is used) or name the one resource, once.
 */
export function refreshResourceProblem(requested: unknown, resource: string): string | null {
  if (requested === undefined) return null
  if (requested === resource) return null
  if (Array.isArray(requested)) return `name one resource only: ${resource}`
  return `the only resource is ${resource}`
}
