import { describe, expect, it } from 'vitest'

import { isTrustedProxy, parseTrustedProxies } from './trustedProxies'

describe('parseTrustedProxies', () => {
  it('takes addresses and CIDR ranges, IPv4-mapped IPv6 as IPv4', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8, ::ffff:192.0.2.1, 2001:db8::/32')
    expect(isTrustedProxy(proxies, '10.200.0.1')).toBe(true)
    expect(isTrustedProxy(proxies, '192.0.2.1')).toBe(true)
    expect(isTrustedProxy(proxies, '2001:db8:ffff::1')).toBe(true)
    expect(isTrustedProxy(proxies, '11.0.0.1')).toBe(false)
    expect(isTrustedProxy(proxies, 'not-an-ip')).toBe(false)
  })

  it('refuses a malformed TRUSTED_PROXIES entry', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.example')).toThrow(/proxy\.example/)
    expect(() => parseTrustedProxies('10.0.0.0/')).toThrow(/prefix/)
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix/)
  })
})
