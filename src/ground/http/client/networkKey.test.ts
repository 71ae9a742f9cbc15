import { expect, it } from 'vitest'

import { networkKey } from './networkKey'

it('gives every address of one IPv6 /64 the same key (one subscriber line), however the address is written', () => {
  expect(['2001:db8:1:2:aaaa::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff'].map(networkKey)).toEqual([
    '2001:db8:1:2::/64',
    '2001:db8:1:2::/64',
  ])
  expect(networkKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
  expect(networkKey('::1')).toBe('0:0:0:0::/64')
})

it('counts IPv4 addresses one by one, and keeps what is not an address as it is', () => {
  expect(networkKey('198.51.100.7')).toBe('198.51.100.7')
  expect(networkKey('unknown')).toBe('unknown')
})
