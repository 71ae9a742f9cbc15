/**
 * How the authorization server fetches a Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-document;
 * docs/decisions/028-mcp-protocol-eras-and-cimd.md): the `client_id` an agent presents is an https URL a stranger
 * chose, so before anything connects, its host is resolved and every address it resolves to must be public
 * (src/ground/http/client/publicIpAddress.ts): a client_id on our own network, its cloud metadata address or a loopback port
 * is refused without a connection. oidc-provider then connects through its own dispatcher, which checks the
 * connected socket's address again, so a DNS answer that changes between the two (rebinding) is refused there.
 * oidc-provider sets the rest: GET without redirects, a 2.5 s timeout, a 5 KiB body limit, and the cache by
 * Cache-Control.
 */
import { isIP } from 'node:net'

import { hostOf, type Resolve, resolveAll } from '../../ground/http/client/pinnedAddresses'
import { isPublicIpAddress } from '../../ground/http/client/publicIpAddress'

function withinSignal<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work
  signal.throwIfAborted()
  return Promise.race([
    work,
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
  ])
}

class ClientMetadataFetchRefused extends Error {
  readonly code = 'client_metadata_fetch_refused'
}

type FetchOptions = RequestInit & { dispatcher?: unknown }

export interface ClientMetadataFetchOptions {
  /** OAUTH_CLIENT_METADATA_TEST_ORIGINS, parsed: https origins answered by a loopback server, for tests. */
  testOrigins?: ReadonlyMap<string, string>
  resolve?: Resolve
  fetch?: (url: URL, options: FetchOptions) => Promise<Response>
}

/** oidc-provider's `fetch` option. It fetches nothing else: registered clients may not name URLs to fetch (provider.ts). */
export function createClientMetadataFetch({
  testOrigins = new Map(),
  resolve = resolveAll,
  fetch = globalThis.fetch,
}: ClientMetadataFetchOptions = {}) {
  return async function fetchClientMetadata(
    url: URL | string | Request,
    options: FetchOptions = {},
  ): Promise<Response> {
    const target = new URL(url instanceof Request ? url.url : url)
    const standIn = testOrigins.get(target.origin)
    if (standIn) {
      // oidc-provider's dispatcher would refuse the loopback connection that is the point of the stand-in.
      const { dispatcher: _refusesLoopback, ...rest } = options
      return fetch(new URL(`${target.pathname}${target.search}`, standIn), rest)
    }
    if (target.protocol !== 'https:')
      throw new ClientMetadataFetchRefused(`a client_id must be an https URL, not ${target.protocol}`)
    const host = hostOf(target)
    // oidc-provider's 2.5 s timeout covers the lookup too: a name server that never answers must not hold the request.
    const addresses = isIP(host) ? [host] : await withinSignal(resolve(host), options.signal).catch(() => [])
    if (addresses.length === 0)
      throw new ClientMetadataFetchRefused(`the client_id host ${target.hostname} does not resolve`)
    const inner = addresses.find((address) => !isPublicIpAddress(address))
    if (inner)
      throw new ClientMetadataFetchRefused(
        `the client_id host ${target.hostname} resolves to ${inner}, which is not a public address`,
      )
    return fetch(target, options)
  }
}
