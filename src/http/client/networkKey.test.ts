import { describe, expect, it } from 'vitest'

import { networkKey } from './networkKey'

describe('networkKey', () => {
  it('counts an IPv6 /64 as one network, and IPv4 addresses one by one', () => {
    expect(networkKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(networkKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(networkKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(networkKey('::1')).toBe('0:0:0:0::/64')
    expect(networkKey('198.51.100.7')).toBe('198.51.100.7')
    expect(networkKey('unknown')).toBe('unknown')
  })
})
