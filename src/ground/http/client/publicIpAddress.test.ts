import { expect, it } from 'vitest'

import { isPublicIpAddress } from './publicIpAddress'

it.each([
  ['93.184.215.14', true],
  ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', true],
  ['127.0.0.1', false],
  ['10.1.2.3', false],
  ['172.20.0.1', false],
  ['192.168.1.1', false],
  ['169.254.169.254', false],
  ['100.64.0.1', false],
  ['0.0.0.0', false],
  ['198.51.100.7', false],
  ['224.0.0.1', false],
  ['::1', false],
  ['::7f00:1', false],
  ['::127.0.0.1', false],
  ['::a00:1', false],
  ['::', false],
  ['::ffff:127.0.0.1', false],
  ['::ffff:10.0.0.1', false],
  ['::ffff:7f00:1', false],
  ['::ffff:93.184.215.14', true],
  ['64:ff9b::7f00:1', false],
  ['fd00::1', false],
  ['fe80::1%eth0', false],
  ['2001:db8::1', false],
  ['not an address', false],
])('%s is public: %s', (address, expected) => {
  expect(isPublicIpAddress(address)).toBe(expected)
})
