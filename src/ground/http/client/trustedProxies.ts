/**
 * Our own reverse proxies (TRUSTED_PROXIES: addresses or CIDR ranges), the only peers whose `X-Forwarded-For` is
 * believed (clientIp.ts). A malformed entry stops the process at start-up, naming the entry.
 */
import { BlockList, isIP } from 'node:net'

export type ProxyList = BlockList

/**
 * `::ffff:203.0.113.9` is the IPv4 address 203.0.113.9. Asked of every public request's peer: an address that does
 * not start with `::` is returned without running the expression.
 */
export const normaliseAddress = (address: string) =>
  address.startsWith('::') ? address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') : address

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

export function parseTrustedProxies(value: string): ProxyList {
  const list = new BlockList()
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/')
    const normalised = normaliseAddress(address ?? '')
    if (!isIP(normalised)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`)
    if (prefix === undefined) {
      list.addAddress(normalised, familyOf(normalised))
      continue
    }
    const bits = familyOf(normalised) === 'ipv6' ? 128 : 32
    if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
      throw new Error(`TRUSTED_PROXIES: "${entry}" has no valid prefix length (0–${bits})`)
    list.addSubnet(normalised, Number(prefix), familyOf(normalised))
  }
  return list
}

export const isTrustedProxy = (proxies: ProxyList, address: string) =>
  isIP(address) !== 0 && proxies.check(address, familyOf(address))
