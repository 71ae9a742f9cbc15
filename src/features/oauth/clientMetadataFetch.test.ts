import { describe, expect, it, vi } from 'vitest'

import { createClientMetadataFetch } from './clientMetadataFetch'

const answered = () => vi.fn(async () => new Response('{}'))

describe('fetching a client metadata document', () => {
  it("connects only when every address the host resolves to is public, and keeps oidc-provider's options", async () => {
    const fetch = answered()
    const guarded = createClientMetadataFetch({
      resolve: async () => ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      fetch,
    })
    const options = { method: 'GET', dispatcher: 'op-dispatcher', redirect: 'manual' as const }
    await guarded('https://agent.example/oauth/client.json', options)
    expect(fetch).toHaveBeenCalledWith(new URL('https://agent.example/oauth/client.json'), options)
  })

  it.each([
    ['a private address', ['10.0.0.5']],
    ['loopback among public ones', ['93.184.215.14', '127.0.0.1']],
    ['the cloud metadata address', ['169.254.169.254']],
    ['an IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['nothing', []],
  ])('refuses a host resolving to %s, without connecting', async (_what, addresses) => {
    const fetch = answered()
    const guarded = createClientMetadataFetch({ resolve: async () => addresses, fetch })
    await expect(guarded('https://agent.example/client.json', {})).rejects.toThrow(/client_id host agent\.example/)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("gives up on a lookup that outlasts oidc-provider's timeout, without connecting", async () => {
    const fetch = answered()
    const guarded = createClientMetadataFetch({ resolve: () => new Promise(() => undefined), fetch })
    await expect(guarded('https://agent.example/client.json', { signal: AbortSignal.timeout(50) })).rejects.toThrow(
      /does not resolve/,
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses an address literal that is not public, and plain http, without resolving', async () => {
    const fetch = answered()
    const resolve = vi.fn(async () => ['93.184.215.14'])
    const guarded = createClientMetadataFetch({ resolve, fetch })
    await expect(guarded('https://127.0.0.1/client.json', {})).rejects.toThrow(/not a public address/)
    await expect(guarded('https://[::1]:8443/client.json', {})).rejects.toThrow(/not a public address/)
    await expect(guarded('http://agent.example/client.json', {})).rejects.toThrow(/https/)
    expect(resolve).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("sends a test origin to its loopback stand-in, without oidc-provider's dispatcher", async () => {
    const fetch = answered()
    const guarded = createClientMetadataFetch({
      testOrigins: new Map([['https://cimd.test', 'http://127.0.0.1:4100']]),
      fetch,
    })
    await guarded('https://cimd.test/agents/one.json?v=2', { method: 'GET', dispatcher: 'op-dispatcher' })
    expect(fetch).toHaveBeenCalledWith(new URL('http://127.0.0.1:4100/agents/one.json?v=2'), { method: 'GET' })
  })
})
