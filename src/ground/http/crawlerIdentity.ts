/**
 * Whether a crawler that names itself is who it says (docs/decisions/080-claimed-crawlers.md): a request saying
 * "Googlebot" is Google's only if its address's reverse DNS name is in Google's crawler domains and that name resolves
 * back to the address (forward-confirmed reverse DNS, as Google, Microsoft, Apple and Yandex document for their
 * crawlers), or if the address is in ranges the operator configured for that name (the lists operators publish, such
 * as OpenAI's for GPTBot). Otherwise the read is counted as claimed, not verified. On only when an operator turns it on.
 *
 * Cheap on the read path: a verdict is kept per name and address (bounded; an hour, five minutes after a DNS failure),
 * and a read whose verdict is not known yet counts as claimed while the lookup runs, once per address at a time.
 */
import { promises as dns } from 'node:dns'
import { isIPv6 } from 'node:net'

import { parseCrawlerRanges } from '../lib/crawlerRanges'

/** The domains a crawler's reverse DNS name must end in, by the name its User-Agent carries (their documentation). */
const CRAWLER_DOMAINS: [RegExp, string[]][] = [
  [/^Googlebot(-[A-Za-z]+)?$/, ['.googlebot.com', '.google.com', '.googleusercontent.com']],
  [/^bingbot$/i, ['.search.msn.com']],
  [/^Applebot$/, ['.applebot.apple.com']],
  [/^YandexBot$/, ['.yandex.ru', '.yandex.net', '.yandex.com']],
  [/^Baiduspider$/, ['.baidu.com', '.baidu.jp']],
  [/^PetalBot$/, ['.petalsearch.com']],
]

type Verdict = 'verified' | 'claimed'

export interface DnsLookups {
  reverse(address: string): Promise<string[]>
  resolve4(host: string): Promise<string[]>
  resolve6(host: string): Promise<string[]>
}

export interface CrawlerIdentityOptions {
  /** `host:port` of the DNS server to ask; default: the system's. */
  dnsServer?: string
  /** Published ranges by name: `GPTBot=20.15.240.64/28 20.15.240.80/28;Googlebot=66.249.64.0/19`. */
  ranges?: string
  lookups?: DnsLookups
  maxKept?: number
  now?: () => number
}

export interface CrawlerIdentity {
  /** Whether `name` is one this checks (by DNS or by configured ranges). */
  checks(name: string): boolean
  /** The verdict kept for `name` from `address`, or `claimed` while none is (a lookup is started). */
  verdictOf(name: string, address: string): Verdict
  /** Looks the verdict up (or returns the one kept). */
  check(name: string, address: string): Promise<Verdict>
}

const HOUR_MS = 3_600_000
const FAILED_MS = 300_000

function systemLookups(dnsServer: string | undefined): DnsLookups {
  const resolver = new dns.Resolver({ timeout: 2000, tries: 2 })
  if (dnsServer) resolver.setServers([dnsServer])
  return {
    reverse: (address) => resolver.reverse(address),
    resolve4: (host) => resolver.resolve4(host),
    resolve6: (host) => resolver.resolve6(host),
  }
}

/** `::ffff:192.0.2.1` as `192.0.2.1`: how a dual-stack socket reports an IPv4 client. */
const plainAddress = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address)

export function createCrawlerIdentity({
  dnsServer,
  ranges = '',
  lookups = systemLookups(dnsServer),
  maxKept = 10_000,
  now = Date.now,
}: CrawlerIdentityOptions = {}): CrawlerIdentity {
  const published = parseCrawlerRanges(ranges)
  const kept = new Map<string, { verdict: Verdict; until: number }>()
  const looking = new Map<string, Promise<Verdict>>()
  const domainsOf = (name: string) => CRAWLER_DOMAINS.find(([pattern]) => pattern.test(name))?.[1]

  const forwardConfirmed = async (domains: string[], address: string): Promise<boolean> => {
    const names = await lookups.reverse(address)
    for (const host of names) {
      const lower = host.toLowerCase().replace(/\.$/, '')
      if (!domains.some((domain) => lower.endsWith(domain))) continue
      const addresses = await (isIPv6(address) ? lookups.resolve6(lower) : lookups.resolve4(lower))
      if (addresses.includes(address)) return true
    }
    return false
  }

  const lookUp = async (name: string, address: string): Promise<{ verdict: Verdict; for: number }> => {
    const family = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (published.get(name)?.check(address, family)) return { verdict: 'verified', for: HOUR_MS }
    const domains = domainsOf(name)
    if (!domains) return { verdict: 'claimed', for: HOUR_MS }
    try {
      return { verdict: (await forwardConfirmed(domains, address)) ? 'verified' : 'claimed', for: HOUR_MS }
    } catch (error) {
      // No such name is an answer (claimed); a timeout or a server's failure is asked again sooner.
      const answered = (error as { code?: string }).code === 'ENOTFOUND'
      return { verdict: 'claimed', for: answered ? HOUR_MS : FAILED_MS }
    }
  }

  const check = (name: string, sent: string): Promise<Verdict> => {
    const address = plainAddress(sent)
    const key = `${name}\u0000${address}`
    const held = kept.get(key)
    if (held && held.until > now()) return Promise.resolve(held.verdict)
    const running = looking.get(key)
    if (running) return running
    const lookup = lookUp(name, address)
      .then(({ verdict, for: ms }) => {
        if (kept.size >= maxKept) kept.delete(kept.keys().next().value!)
        kept.set(key, { verdict, until: now() + ms })
        return verdict
      })
      .finally(() => looking.delete(key))
    looking.set(key, lookup)
    return lookup
  }

  return {
    checks: (name) => published.has(name) || domainsOf(name) !== undefined,
    verdictOf(name, sent) {
      const held = kept.get(`${name}\u0000${plainAddress(sent)}`)
      if (held && held.until > now()) return held.verdict
      void check(name, sent)
      return 'claimed'
    },
    check,
  }
}
