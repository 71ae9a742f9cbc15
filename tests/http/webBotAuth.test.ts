/**
 * Web Bot Auth on the public site (issue 45; docs/decisions/046-web-bot-auth.md), over real HTTP: requests signed by
 * Cloudflare's `web-bot-auth` signer, the agents' key directories served on loopback through the test-only allowance.
 * A good signature is verified and counted under the agent's name, on a read budget of its own; a tampered, expired,
 * replayed or unknown-key signature is served as an unsigned request would be — never a 5xx — and counted as one.
 * One client network signing as ever new hosts shares one budget of signed requests, past which nothing more is
 * fetched for its signatures. An agent that signs its MCP writes is named in the agent audit trail.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { BOT_AGENT_USER_AGENT, useBotAgent } from '../helpers/botAgent'
import { postJsonRpc } from '../helpers/mcpJsonRpc'
import { authorizedAgentWithoutBrowser } from '../helpers/oauthAgent'

const crawler = useBotAgent('https://crawler.example.com')
const busy = useBotAgent('https://busy.example.org')
const newsReader = useBotAgent('https://newsreader.example.net')
/** One client with a wildcard domain, signing as one host of it after another. */
const WILD_HOSTS = Array.from({ length: 10 }, (_, index) => `https://h${index}.wild.example`)
const wildcard = useBotAgent(WILD_HOSTS[0], WILD_HOSTS.slice(1))
const app = useApp({
  database: 'seededWithAccounts',
  env: () => ({
    WEB_BOT_AUTH_TEST_DIRECTORIES: [crawler, busy, newsReader, wildcard]
      .map((agent) => agent.env().WEB_BOT_AUTH_TEST_DIRECTORIES)
      .join(','),
    VERIFIED_AGENT_READS_PER_MINUTE: '5',
    // Above what the file's other tests sign from loopback (two dozen requests); the wildcard client signs from a
    // network of its own, named in X-Forwarded-For.
    VERIFIED_AGENT_READS_PER_NETWORK_PER_MINUTE: '40',
    TRUSTED_PROXIES: '127.0.0.1, ::1',
    READ_COUNTS_SETTLE_SECONDS: '1',
  }),
})
const { sql } = app

const get = async (path: string, headers: Record<string, string>) => {
  const response = await fetch(`${app.url}${path}`, { headers })
  await response.arrayBuffer()
  return response
}

/** The readers counted for `path`, once the counts have settled: `kind name` → reads. */
async function readersOf(path: string, expected: number): Promise<Record<string, number>> {
  await expect
    .poll(async () =>
      Number((await sql(`SELECT coalesce(sum(reads), 0) AS n FROM read_counts WHERE path = $1`, [path]))[0]!.n),
    )
    .toBe(expected)
  const rows = await sql<{ kind: string; name: string; reads: number }>(
    `SELECT kind, name, reads::int FROM read_counts WHERE path = $1`,
    [path],
  )
  return Object.fromEntries(rows.map((row) => [`${row.kind} ${row.name}`, row.reads]))
}

describe('a signed request', () => {
  // A User-Agent family is named once two networks have sent it (docs/analytics.md): another network reads as the
  // crawler first, so that its requests from loopback are counted under its name.
  beforeAll(async () => {
    const from = { 'user-agent': BOT_AGENT_USER_AGENT, 'x-forwarded-for': '198.51.100.9' }
    expect((await get('/feed.json', from)).status).toBe(200)
  })

  it('is verified and counted under its directory host, its directory fetched once', async () => {
    const response = await get('/news', await crawler.sign(`${app.url}/news`))
    expect(response.status).toBe(200)
    const again = await get('/news', await crawler.sign(`${app.url}/news`))
    expect(again.status).toBe(200)
    expect(await readersOf('/news', 2)).toEqual({ 'verified-agent crawler.example.com': 2 })
    expect(crawler.directoryReads()).toBe(1)
  })

  it.each([
    // A Web Bot Auth signature covers the authority (and Signature-Agent), not the path: one made for another site.
    [
      'signed for another site',
      '/glossary',
      (url: string) => crawler.sign(url.replace(/^http:\/\/[^/]+/, 'https://news.example')),
    ],
    ['expired', '/compare', (url: string) => crawler.sign(url, { createdIn: -900, validFor: 300 })],
    [
      'signed by a key its directory does not publish',
      '/directory',
      (url: string) => crawler.sign(url, { unknownKey: true }),
    ],
  ])('%s is served as unsigned, and counted as the crawler it says it is', async (_case, path, sign) => {
    const response = await get(path, await sign(`${app.url}${path}`))
    expect(response.status).toBe(200)
    expect(await readersOf(path, 1)).toEqual({ 'declared-agent ExampleCrawler': 1 })
  })

  it('replayed is verified the first time only', async () => {
    const headers = await crawler.sign(`${app.url}/harbor-pms`)
    expect((await get('/harbor-pms', headers)).status).toBe(200)
    expect((await get('/harbor-pms', headers)).status).toBe(200)
    expect(await readersOf('/harbor-pms', 2)).toEqual({
      'verified-agent crawler.example.com': 1,
      'declared-agent ExampleCrawler': 1,
    })
  })

  it('with headers that do not parse is served, never a 5xx', async () => {
    for (const headers of <Array<Record<string, string>>>[
      { 'signature-input': 'sig1=(', signature: 'sig1=:AAAA:', 'signature-agent': '"https://crawler.example.com"' },
      { 'signature-input': 'sig1=("@authority");tag="web-bot-auth"', 'signature-agent': 'not a url' },
      { 'signature-input': 'x'.repeat(10_000) },
    ]) {
      const response = await get('/', headers)
      expect(response.status).toBe(200)
    }
  })
})

describe('a User-Agent family', () => {
  it('that one network made up is counted as other; a second network sending it has it named', async () => {
    const madeUp = { 'user-agent': 'BuyMyPillsBot/1.0' }
    for (let read = 0; read < 3; read += 1) expect((await get('/llms-full.txt', madeUp)).status).toBe(200)
    expect(await readersOf('/llms-full.txt', 3)).toEqual({ 'declared-agent (other)': 3 })
    expect((await get('/llms-full.txt', { ...madeUp, 'x-forwarded-for': '198.51.100.33' })).status).toBe(200)
    expect(await readersOf('/llms-full.txt', 4)).toEqual({
      'declared-agent (other)': 3,
      'declared-agent BuyMyPillsBot': 1,
    })
  })
})

describe("a verified agent's budget", () => {
  it('is its own: past it the agent is refused, while unsigned reads from the same address go on', async () => {
    for (let read = 0; read < 5; read += 1)
      expect((await get('/', await busy.sign(`${app.url}/`))).status, `read ${read + 1}`).toBe(200)
    const refused = await get('/', await busy.sign(`${app.url}/`))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('ratelimit-policy')).toMatch(/"per-agent";q=5;w=60/)
    expect((await get('/', {})).status).toBe(200)
    // Another agent's budget is untouched.
    expect((await get('/', await crawler.sign(`${app.url}/`))).status).toBe(200)
  })
})

describe("a client network's budget of signed requests", () => {
  it('is shared by every host the network signs as, and past it no directory is fetched for a new one', async () => {
    const network = { 'x-forwarded-for': '203.0.113.60' }
    // Ten hosts, five reads each (each host's own budget): fifty signed reads against the network's forty.
    const statuses: number[] = []
    for (const host of WILD_HOSTS)
      for (let read = 0; read < 5; read += 1) {
        const signature = await wildcard.sign(`${app.url}/llms.txt`, { as: host })
        statuses.push((await get('/llms.txt', { ...signature, ...network })).status)
      }
    // Past the network's budget a signature is not looked at: the request is served as an unsigned one.
    expect(statuses).toEqual(Array<number>(50).fill(200))
    const readers = await readersOf('/llms.txt', 50)
    const verified = Object.entries(readers).filter(([reader]) => reader.startsWith('verified-agent '))
    expect(Object.fromEntries(verified)).toEqual(
      Object.fromEntries(WILD_HOSTS.slice(0, 8).map((host) => [`verified-agent ${new URL(host).hostname}`, 5])),
    )
    // The first eight hosts' directories, each once; the last two were never asked for.
    expect(wildcard.directoryReads()).toBe(8)
  })
})

describe('an agent that signs its calls to the public news server', () => {
  it('reads on its own budget, is counted by its host, and past the budget gets the JSON-RPC rate-limit error', async () => {
    const [article] = await sql<{ pms: string; slug: string }>(
      `SELECT p.slug AS pms, a.slug FROM articles a JOIN pmses p ON p.id = a.pms_id
       WHERE a.is_published AND p.is_published ORDER BY a.id LIMIT 1`,
    )
    const path = `/${article!.pms}/${article!.slug}`
    const call = async () =>
      postJsonRpc(
        `${app.url}/mcp/news`,
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'get-article', arguments: { url: `${app.url}${path}` } },
        },
        await newsReader.sign(`${app.url}/mcp/news`),
      )
    for (let read = 0; read < 5; read += 1) {
      const answer = await call()
      expect(answer.status, `call ${read + 1}`).toBe(200)
      expect(answer.message.result.isError).toBeFalsy()
    }
    const refused = await call()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('ratelimit-policy')).toMatch(/"per-agent";q=5;w=60/)
    expect(refused.message.error.code).toBe(-31029)
    await expect
      .poll(async () =>
        (await sql(`SELECT format, name, reads::int FROM read_counts WHERE path = $1 AND format = 'mcp'`, [path])).find(
          (row) => row.name === newsReader.host,
        ),
      )
      .toMatchObject({ format: 'mcp', name: 'newsreader.example.net', reads: 5 })
  })
})

describe('an agent that signs its MCP requests', () => {
  it('is named in the audit trail beside the grant it writes under; an unsigned write names none', async () => {
    const { tokens } = await authorizedAgentWithoutBrowser(`${app.url}/mcp`, 'pr-links:write', ADMIN, {
      client_name: 'Signed desk agent',
    })
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses ORDER BY id LIMIT 1`)
    const write = async (title: string, signature: Record<string, string>) => {
      const response = await postJsonRpc(
        `${app.url}/mcp`,
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: {
            name: 'create-pr-link',
            arguments: { title, url: 'https://harbor.example/news', pms_id: pms!.id, date: '2026-11-01' },
          },
        },
        { ...signature, authorization: `Bearer ${tokens.access_token}` },
      )
      expect(response.status).toBe(200)
      expect(JSON.stringify(response.message)).not.toContain('"isError":true')
    }
    await write('Signed launch', await crawler.sign(`${app.url}/mcp`))
    await write('Unsigned launch', {})
    // A client cannot name itself: the header is the router's.
    await write('Claimed launch', { 'x-pmsnews-verified-agent': 'claimed.example' })
    const rows = await sql<{ summary: string; verified_agent: string | null; client_name: string }>(
      `SELECT summary, verified_agent, client_name FROM mcp_audit_events WHERE tool = 'create-pr-link' ORDER BY id`,
    )
    expect(rows.map((row) => [row.client_name, row.verified_agent])).toEqual([
      ['Signed desk agent', 'crawler.example.com'],
      ['Signed desk agent', null],
      ['Signed desk agent', null],
    ])
  })
})
