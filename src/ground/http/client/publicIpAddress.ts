/**
 * Whether an IP address is on the public internet: not loopback, private, link-local, shared (CGNAT), documentation,
 * benchmarking, multicast, reserved or any other special-use range of the IANA registries (RFC 6890 and its updates),
 * nor an IPv6 form that reaches one of those (IPv4-mapped, NAT64, 6to4, Teredo). Used before the server connects
 * anywhere a stranger named (src/features/oauth/clientMetadataFetch.ts): such a request must not reach our own network.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net'

const SPECIAL_USE_V4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const

const SPECIAL_USE_V6 = [
  // ::/96, the deprecated IPv4-compatible addresses (::7f00:1 is 127.0.0.1 to some stacks), with :: and ::1 in it.
  ['::', 96],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const

// Two lists: a BlockList checks an IPv4 address against its IPv6 rules too (as IPv4-mapped), and the reverse.
const blockedV4 = new BlockList()
for (const [network, prefix] of SPECIAL_USE_V4) blockedV4.addSubnet(network, prefix, 'ipv4')
const blockedV6 = new BlockList()
for (const [network, prefix] of SPECIAL_USE_V6) blockedV6.addSubnet(network, prefix, 'ipv6')

/** `::ffff:a.b.c.d` (IPv4-mapped, ::ffff:0:0/96) is the IPv4 address a.b.c.d, whichever way it is written. */
function mappedIPv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (dotted) return dotted
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address)
  if (!hex) return null
  const [high, low] = [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

export function isPublicIpAddress(address: string): boolean {
  if (isIPv4(address)) return !blockedV4.check(address, 'ipv4')
  const bare = address.replace(/%.*$/, '')
  if (!isIPv6(bare)) return false
  const mapped = mappedIPv4(bare)
  return mapped ? isPublicIpAddress(mapped) : !blockedV6.check(bare, 'ipv6')
}
