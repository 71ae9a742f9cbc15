import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startDnsServer } from '../../../tests/fakes/dnsServer'
import { parseCrawlerRanges } from '../lib/crawlerRanges'
import { createCrawlerIdentity } from './crawlerIdentity'

/** Google's crawler at 66.249.66.1, as Google documents its reverse and forward names; a forger at 203.0.113.9. */
const dnsServer = await startDnsServer({
  ptr: {
    '1.66.249.66.in-addr.arpa': ['crawl-66-249-66-1.googlebot.com'],
    // A forger's own reverse zone may say anything; its forward lookup gives it away.
    '9.113.0.203.in-addr.arpa': ['crawl-66-249-66-1.googlebot.com'],
    '7.113.0.203.in-addr.arpa': ['googlebot.com.forger.example'],
  },
  a: { 'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'], 'googlebot.com.forger.example': ['203.0.113.7'] },
})

describe('a crawler that names itself', () => {
  let now = 0
  const identity = createCrawlerIdentity({ dnsServer: dnsServer.address, now: () => now })
  beforeAll(() => {
    now = Date.parse('2026-12-03T12:00:00Z')
  })
  afterAll(() => dnsServer.close())

  it('is verified when its address’s reverse name is in the operator’s domain and resolves back to it', async () => {
    expect(await identity.check('Googlebot', '66.249.66.1')).toBe('verified')
    expect(await identity.check('Googlebot-Image', '::ffff:66.249.66.1')).toBe('verified')
  })

  it('is only claimed from a network that is not the operator’s, whatever its reverse zone says', async () => {
    expect(await identity.check('Googlebot', '203.0.113.9')).toBe('claimed')
    expect(await identity.check('Googlebot', '203.0.113.7')).toBe('claimed')
    expect(await identity.check('Googlebot', '198.51.100.1')).toBe('claimed')
  })

  it('counts as claimed until its verdict is known, then keeps the verdict without asking again', async () => {
    const fresh = createCrawlerIdentity({ dnsServer: dnsServer.address, now: () => now })
    const asked = dnsServer.asked.length
    expect(fresh.verdictOf('bingbot', '66.249.66.1')).toBe('claimed')
    expect(fresh.verdictOf('Googlebot', '66.249.66.1')).toBe('claimed')
    await fresh.check('Googlebot', '66.249.66.1')
    expect(fresh.verdictOf('Googlebot', '66.249.66.1')).toBe('verified')
    expect(fresh.verdictOf('Googlebot', '66.249.66.1')).toBe('verified')
    // bingbot's PTR and Googlebot's PTR and A, once each.
    expect(dnsServer.asked.slice(asked)).toEqual([
      'PTR 1.66.249.66.in-addr.arpa',
      'PTR 1.66.249.66.in-addr.arpa',
      'A crawl-66-249-66-1.googlebot.com',
    ])
    expect(fresh.checks('GPTBot')).toBe(false)
    expect(fresh.checks('Googlebot')).toBe(true)
  })

  it('is verified by the ranges an operator configured, for names with no DNS to ask', async () => {
    const ranges = createCrawlerIdentity({
      dnsServer: dnsServer.address,
      ranges: 'GPTBot=20.15.240.64/28 20.15.240.80/28; Googlebot=2001:4860:4801::/48',
    })
    expect(ranges.checks('GPTBot')).toBe(true)
    expect(await ranges.check('GPTBot', '20.15.240.70')).toBe('verified')
    expect(await ranges.check('GPTBot', '20.15.241.70')).toBe('claimed')
    expect(await ranges.check('Googlebot', '2001:4860:4801::12')).toBe('verified')
    expect(() => parseCrawlerRanges('GPTBot=20.15.240.64/33')).toThrow(
      '"20.15.240.64/33" (for GPTBot) is not an address range',
    )
    expect(() => parseCrawlerRanges('GPTBot')).toThrow('"GPTBot" is not Name=cidr')
  })
})
