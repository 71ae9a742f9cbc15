/** Rules oidc-provider is configured with for what a client may register and ask for (src/oauth/provider.ts). */
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
 * Why a refresh request's `resource` (RFC 8707 §2.2) cannot be served, or null: it may be left out (the grant's
 * own resource is used) or name the one resource, once.
 */
export function refreshResourceProblem(requested: unknown, resource: string): string | null {
  if (requested === undefined) return null
  if (requested === resource) return null
  if (Array.isArray(requested)) return `name one resource only: ${resource}`
  return `the only resource is ${resource}`
}
