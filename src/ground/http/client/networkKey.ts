/**
 * What a per-client limit counts: an IPv4 address, or an IPv6 /64 (one customer's network; a single host can use
 * all of it, so counting addresses one by one would hand it endless fresh allowances).
 */
import { isIP } from 'node:net'

/** The first four groups of a full IPv6 address (`::` expanded). */
function ipv6Prefix64(address: string): string {
  const [head, tail = ''] = address.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = address.includes('::') && tail ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Every public request asks for its client's key, and a client sends many: the keys of recent addresses are kept,
 * dropped all at once when there are many (as the representation each Accept header negotiates: ../negotiate.ts).
 */
const recent = new Map<string, string>()
const RECENT_ADDRESSES = 10_000

export function networkKey(clientIp: string): string {
  const known = recent.get(clientIp)
  if (known !== undefined) return known
  const address = clientIp.toLowerCase().replace(/%.*$/, '')
  const key = isIP(address) === 6 && !address.includes('.') ? ipv6Prefix64(address) : address
  if (recent.size >= RECENT_ADDRESSES) recent.clear()
  recent.set(clientIp, key)
  return key
}
