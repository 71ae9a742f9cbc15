/**
 * What the subscription limits count, so that cheap variations do not buy fresh allowances:
 * - one mailbox: case ignored, a `+tag` dropped (most providers deliver `reader+x@` to `reader@`), and for Gmail
 *   the dots of the local part too (Gmail ignores them);
 * - one network: an IPv4 address, or an IPv6 /64 (one customer's network; a single host can use all of it).
 */
import { isIP } from 'node:net'

const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

export function mailboxKey(email: string): string {
  const lower = email.toLowerCase()
  const at = lower.lastIndexOf('@')
  const domain = lower.slice(at + 1)
  let local = lower.slice(0, at).replace(/\+.*$/, '')
  if (DOTLESS_DOMAINS.has(domain)) local = local.replace(/\./g, '')
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`
}

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

export function networkKey(clientIp: string): string {
  const address = clientIp.toLowerCase().replace(/%.*$/, '')
  return isIP(address) === 6 && !address.includes('.') ? ipv6Prefix64(address) : address
}
