import { describe, expect, it } from 'vitest'

import { referrerHost } from './countRead'
import { type Reader, readerOf } from './readers'
import { readTargetOf } from './readFormats'
import { createReadTally, type ReadRow } from './readTally'

const person = { kind: 'person' as const, name: '', purpose: '' as const, listed: false }
/** Client addresses: two of one IPv6 /64, and two other networks. */
const A = '2001:db8:1:1::10'
const A_TOO = '2001:db8:1:1::99'
const B = '192.0.2.7'
const C = '198.51.100.3'
/** A machine reader as ./readers.ts makes one; `listed`: named by the agent list. */
const bot = (
  name: string,
  kind: Reader['kind'] = 'declared-agent',
  purpose: Reader['purpose'] = 'other-bot',
  listed = false,
): Reader => ({ kind, name, purpose, listed })
const sortRows = (rows: ReadRow[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))

describe('readerOf', () => {
  it('tells people, declared agents by family, feed readers and verified agents apart with the maintained list', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    expect(readerOf(chrome, null, false)).toEqual(person)
    expect(readerOf('Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)', null, false)).toEqual({
      kind: 'declared-agent',
      name: 'GPTBot',
      purpose: 'ai-training',
      listed: true,
    })
    expect(readerOf('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', null, false)).toEqual({
      kind: 'declared-agent',
      name: 'Googlebot',
      purpose: 'search',
      listed: true,
    })
    expect(
      readerOf(
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
        null,
        false,
      ),
    ).toEqual({ kind: 'declared-agent', name: 'ClaudeBot', purpose: 'ai-training', listed: true })
    expect(readerOf('curl/8.5.0', null, false)).toEqual({
      kind: 'declared-agent',
      name: 'curl',
      purpose: 'other-bot',
      listed: false,
    })
    expect(readerOf(undefined, null, false)).toEqual({
      kind: 'declared-agent',
      name: 'unknown',
      purpose: 'other-bot',
      listed: false,
    })
    expect(readerOf('Feedly/1.0 (+http://www.feedly.com/fetcher.html; 3 subscribers)', null, true)).toEqual({
      kind: 'feed-reader',
      name: 'Feedly',
      purpose: 'feed-reader',
      listed: true,
    })
    expect(readerOf(chrome, null, true)).toEqual({
      kind: 'feed-reader',
      name: 'browser',
      purpose: 'feed-reader',
      listed: false,
    })
    expect(readerOf('curl/8.5.0', 'crawler.example.com', false)).toEqual({
      kind: 'verified-agent',
      name: 'crawler.example.com',
      purpose: 'other-bot',
      listed: false,
    })
  })
})

describe('readTargetOf', () => {
  it('names the page and its form, and leaves documents that are not reads uncounted', () => {
    expect(readTargetOf('/harbor-pms/mobile-keys', false)).toEqual({ path: '/harbor-pms/mobile-keys', format: 'html' })
    expect(readTargetOf('/harbor-pms/mobile-keys', true)).toEqual({
      path: '/harbor-pms/mobile-keys',
      format: 'markdown',
    })
    expect(readTargetOf('/harbor-pms/mobile-keys.md', false)).toEqual({ path: '/harbor-pms/mobile-keys', format: 'md' })
    expect(readTargetOf('/feed', false)).toEqual({ path: '/feed', format: 'feed' })
    expect(readTargetOf('/feed.json', false)).toEqual({ path: '/feed.json', format: 'feed' })
    expect(readTargetOf('/llms.txt', false)).toEqual({ path: '/llms.txt', format: 'llms' })
    for (const path of ['/sitemap.xml', '/robots.txt', '/.well-known/tdmrep.json', '/_next/static/x.css'])
      expect(readTargetOf(path, false), path).toBeNull()
  })
})

describe('referrerHost', () => {
  it("keeps another site's host only", () => {
    expect(referrerHost('https://News.Ycombinator.com/item?id=1', 'news.example')).toBe('news.ycombinator.com')
    expect(referrerHost('https://news.example/harbor-pms', 'news.example')).toBe('')
    expect(referrerHost('android-app://com.slack', 'news.example')).toBe('')
    expect(referrerHost(undefined, 'news.example')).toBe('')
  })
})

/** A tally that settles into `settled` when asked (its own timer would wait an hour). */
const tallySettlingInto = (settled: ReadRow[][], options: Partial<Parameters<typeof createReadTally>[0]>) =>
  createReadTally({ settle: async (rows) => void settled.push(rows), intervalMs: 3_600_000, ...options })

describe('createReadTally', () => {
  it('settles counts as rows by day, page, form and reader, and counts each read once', async () => {
    const settled: ReadRow[][] = []
    const tally = tallySettlingInto(settled, {
      now: () => Date.parse('2026-11-28T12:00:00Z'),
    })
    tally.count('/harbor-pms/mobile-keys', false, person, '', A)
    tally.count('/harbor-pms/mobile-keys', false, person, '', A)
    tally.count('/harbor-pms/mobile-keys.md', false, bot('GPTBot', 'declared-agent', 'ai-training', true), '', A)
    tally.count('/harbor-pms/mobile-keys', false, person, 'news.ycombinator.com', A)
    tally.count('/sitemap.xml', false, person, '', A)
    tally.countTool('/harbor-pms/mobile-keys', 'Claude')
    await tally.settle()
    const day = '2026-11-28'
    const page = '/harbor-pms/mobile-keys'
    const counts = { disallowed: 0, refused: 0 }
    expect(sortRows(settled[0]!)).toEqual(
      sortRows([
        { ...counts, day, path: page, format: 'html', kind: 'person', name: '', referrer: '', purpose: '', reads: 2 },
        {
          ...counts,
          day,
          path: page,
          format: 'md',
          kind: 'declared-agent',
          name: 'GPTBot',
          referrer: '',
          purpose: 'ai-training',
          reads: 1,
        },
        {
          ...counts,
          day,
          path: page,
          format: 'html',
          kind: 'person',
          name: '',
          referrer: 'news.ycombinator.com',
          purpose: '',
          reads: 1,
        },
        {
          ...counts,
          day,
          path: page,
          format: 'mcp',
          kind: 'mcp',
          name: 'Claude',
          referrer: '',
          purpose: 'ai-assistant',
          reads: 1,
        },
      ]),
    )
    await tally.settle()
    expect(settled).toHaveLength(1)
    await tally.stop()
  })

  it('keeps a few distinct client-chosen words a day, counts the rest as other, and starts again the next day', async () => {
    const settled: ReadRow[][] = []
    let clock = Date.parse('2026-11-28T12:00:00Z')
    const tally = tallySettlingInto(settled, {
      maxChosen: 2,
      now: () => clock,
    })
    const page = '/harbor-pms/mobile-keys'
    for (const host of ['a.example', 'b.example', 'c.example', 'd.example', 'a.example'])
      tally.count(page, false, person, host, A)
    for (const client of ['Claude', 'x1', 'x2']) tally.countTool(page, client)
    for (const agent of ['bot.one.example', 'bot.two.example', 'bot.three.example'])
      tally.count(page, false, bot(agent, 'verified-agent'), '', A)
    // Families sent from two networks: the first two the day sees are named; a crawler the list knows is named besides.
    for (const family of ['PmsWatchBot', 'HarborBot', 'LobbyBot'])
      for (const client of [A, B]) tally.count(page, false, bot(family), '', client)
    tally.count(page, false, bot('GPTBot', 'declared-agent', 'ai-training', true), '', A)
    await tally.settle()
    const words = (rows: ReadRow[]) =>
      rows.map((row) => `${row.kind} ${row.name || '-'} ${row.referrer || '-'} ${row.reads}`).sort()
    expect(words(settled[0]!)).toEqual(
      [
        'declared-agent (other) - 4',
        'declared-agent GPTBot - 1',
        'declared-agent HarborBot - 1',
        'declared-agent PmsWatchBot - 1',
        'mcp (other) - 1',
        'mcp Claude - 1',
        'mcp x1 - 1',
        'person - (other) 2',
        'person - a.example 2',
        'person - b.example 1',
        'verified-agent (other) - 1',
        'verified-agent bot.one.example - 1',
        'verified-agent bot.two.example - 1',
      ].sort(),
    )
    // The same day goes on with the words it has; the next day has room again.
    tally.count(page, false, person, 'c.example', A)
    await tally.settle()
    expect(words(settled[1]!)).toEqual(['person - (other) 1'])
    clock += 86_400_000
    await tally.settle()
    tally.count(page, false, person, 'c.example', A)
    await tally.settle()
    expect(words(settled[2]!)).toEqual(['person - c.example 1'])
    await tally.stop()
  })

  it('names a User-Agent family only once a second network sends it the same day, or a crawler the list knows at once', async () => {
    const settled: ReadRow[][] = []
    let clock = Date.parse('2026-11-28T12:00:00Z')
    const tally = tallySettlingInto(settled, {
      now: () => clock,
    })
    const page = '/harbor-pms/mobile-keys'
    const read = (name: string, client: string, kind: 'declared-agent' | 'feed-reader' = 'declared-agent') =>
      tally.count(page, false, bot(name, kind), '', client)
    const words = (rows: ReadRow[]) => rows.map((row) => `${row.kind} ${row.name} ${row.reads}`).sort()
    // One client makes up names, from addresses of one IPv6 /64: none is shown.
    for (const name of ['BuyNowBot', 'VisitMyShopBot', 'BuyNowBot']) read(name, A)
    read('BuyNowBot', A_TOO)
    // A crawler's first read, then a second network's: named from then on, whichever network reads.
    read('PmsWatchBot', A)
    read('PmsWatchBot', B)
    read('PmsWatchBot', A)
    read('HarborFeeds', C, 'feed-reader')
    read('HarborFeeds', B, 'feed-reader')
    // A crawler the maintained list knows is no client's own choice: named from its first read.
    read('Googlebot', C)
    // Our own words are no client's choice.
    read('unknown', A)
    read('browser', A, 'feed-reader')
    await tally.settle()
    expect(words(settled[0]!)).toEqual(
      [
        'declared-agent (other) 5',
        'declared-agent Googlebot 1',
        'declared-agent PmsWatchBot 2',
        'declared-agent unknown 1',
        'feed-reader (other) 1',
        'feed-reader HarborFeeds 1',
        'feed-reader browser 1',
      ].sort(),
    )
    // The next day no network is remembered: a name is shown again only once two send it that day.
    clock += 86_400_000
    await tally.settle()
    read('PmsWatchBot', A)
    await tally.settle()
    expect(words(settled[1]!)).toEqual(['declared-agent (other) 1'])
    await tally.stop()
  })

  it('leaves known crawlers and families two networks send named when one client fills the day with names', async () => {
    const settled: ReadRow[][] = []
    const tally = tallySettlingInto(settled, {
      maxChosen: 3,
      now: () => Date.parse('2026-11-28T12:00:00Z'),
    })
    const read = (name: string, client: string) => tally.count('/', false, bot(name), '', client)
    for (let n = 0; n < 10; n += 1) read(`Fill${n}bot`, A)
    read('Googlebot', C)
    read('PmsWatchBot', B)
    for (let n = 10; n < 12; n += 1) read(`Fill${n}bot`, A)
    read('PmsWatchBot', C)
    await tally.settle()
    expect(settled[0]!.map((row) => `${row.name} ${row.reads}`).sort()).toEqual(
      ['(other) 13', 'Googlebot 1', 'PmsWatchBot 1'].sort(),
    )
    await tally.stop()
  })

  it('keeps what the store refused for the next settlement, and drops the oldest past its bound, saying so', async () => {
    let refuse = true
    const settled: ReadRow[][] = []
    const warnings: string[] = []
    let now = Date.parse('2026-11-27T23:59:59Z')
    const tally = createReadTally({
      settle: async (rows) => {
        if (refuse) throw new Error('connection refused')
        settled.push(rows)
      },
      intervalMs: 3_600_000,
      maxKeys: 2,
      log: { warn: (line) => warnings.push(line) },
      now: () => now,
    })
    tally.count('/a', false, person, '', A)
    await tally.settle()
    expect(warnings.at(-1)).toMatch(/not settled \(connection refused\); kept/)
    // The day turns at a settlement (within one interval of midnight, reads count for the day before).
    now = Date.parse('2026-11-28T00:00:01Z')
    await tally.settle()
    tally.count('/b', false, person, '', A)
    tally.count('/b', false, person, '', A)
    await tally.settle()
    refuse = false
    tally.count('/c', false, person, '', A)
    await tally.settle()
    // /a (the 27th) was dropped when a third key came; /b and /c (the 28th) were kept and settled.
    expect(warnings.some((line) => /1 reads of 2026-11-27 dropped/.test(line))).toBe(true)
    expect(sortRows(settled.flat()).map((row) => [row.day, row.path, row.reads])).toEqual([
      ['2026-11-28', '/b', 2],
      ['2026-11-28', '/c', 1],
    ])
    await tally.stop()
  })

  it('counts reads where robots.txt asks the reader away, and refusals, by purpose, apart from the reads', async () => {
    const settled: ReadRow[][] = []
    const tally = tallySettlingInto(settled, { now: () => Date.parse('2026-11-28T12:00:00Z') })
    const gptBot = bot('GPTBot', 'declared-agent', 'ai-training', true)
    const page = '/harbor-pms/mobile-keys'
    tally.count(page, false, gptBot, '', A, true)
    tally.count(page, false, gptBot, '', B, true)
    tally.count(page, false, gptBot, '', B)
    tally.countRefused(page, false, gptBot, C)
    tally.count(page, false, bot('Googlebot', 'declared-agent', 'search', true), '', A)
    await tally.settle()
    expect(settled[0]!.map((row) => [row.name, row.purpose, row.reads, row.disallowed, row.refused]).sort()).toEqual([
      ['GPTBot', 'ai-training', 3, 2, 1],
      ['Googlebot', 'search', 1, 0, 0],
    ])
    await tally.stop()
  })
})
