import { expect, it } from 'vitest'

import { networkKey } from './networkKey'

// An IPv6 /64 is one network (one subscriber's line); IPv4 addresses count one by one.
it.each([
  ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['198.51.100.7', '198.51.100.7'],
  ['unknown', 'unknown'],
])('networkKey(%s) is %s', (address, key) => {
  expect(networkKey(address)).toBe(key)
})
