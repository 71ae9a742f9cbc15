/**
 * The address a read is counted against: the socket's peer, unless that peer is one of our own proxies
 * (TRUSTED_PROXIES, addresses or CIDR ranges). Then `X-Forwarded-For` is read from the right, skipping our
 * proxies, and the first address they did not add is the client. Entries left of it were written by the client
 * and are never believed, so a spoofed header cannot buy a fresh budget.
 */
import { BlockList, isIP } from 'node:net'

export type ProxyList = BlockList

/** `::ffff:203.0.113.9` is the IPv4 address 203.0.113.9. */
const normalise = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

export function parseTrustedProxies(value: string): ProxyList {
  const list = new BlockList()
  for (const entry of value.split(',').map((item) => item.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/')
    const normalised = normalise(address ?? '')
    if (!isIP(normalised)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`)
    if (prefix === undefined) {
      list.addAddress(normalised, familyOf(normalised))
      continue
    }
    const bits = familyOf(normalised) === 'ipv6' ? 128 : 32
    if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) throw new Error(`TRUSTED_PROXIES: "${entry}" has no valid prefix length (0–${bits})`)
    list.addSubnet(normalised, Number(prefix), familyOf(normalised))
  }
  return list
}

const isTrusted = (proxies: ProxyList, address: string) => isIP(address) !== 0 && proxies.check(address, familyOf(address))

export function clientIp(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, proxies: ProxyList): string {
  const peer = normalise(socketAddress ?? 'unknown')
  if (!isTrusted(proxies, peer) || !forwardedFor) return peer
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => normalise(hop.trim()))
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!
    if (!isIP(hop)) return peer
    if (!isTrusted(proxies, hop)) return hop
  }
  return peer
}
