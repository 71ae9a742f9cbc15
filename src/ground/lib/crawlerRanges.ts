/**
 * The address ranges crawlers' operators publish, as an operator configures them (CRAWLER_IP_RANGES, checked at start
 * by src/ground/env.ts): `GPTBot=20.15.240.64/28 20.15.240.80/28;Googlebot=66.249.64.0/19`. Used by
 * src/ground/http/crawlerIdentity.ts (docs/decisions/080-claimed-crawlers.md).
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net'

/** `Name=cidr cidr;Name=cidr` as a block list per name. Throws a `RangeError` naming what is wrong. */
export function parseCrawlerRanges(text: string): Map<string, BlockList> {
  const byName = new Map<string, BlockList>()
  for (const entry of text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9._-]+)\s*=\s*(.+)$/.exec(entry)
    if (!match) throw new RangeError(`"${entry}" is not Name=cidr cidr …`)
    const list = byName.get(match[1]!) ?? new BlockList()
    for (const cidr of match[2]!.split(/[\s,]+/).filter(Boolean)) {
      const [address, bits] = cidr.split('/')
      const family = isIPv4(address ?? '') ? 'ipv4' : isIPv6(address ?? '') ? 'ipv6' : null
      const prefix = Number(bits)
      if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 'ipv4' ? 32 : 128))
        throw new RangeError(`"${cidr}" (for ${match[1]}) is not an address range`)
      list.addSubnet(address!, prefix, family)
    }
    byName.set(match[1]!, list)
  }
  return byName
}
