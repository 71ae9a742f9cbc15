/**
 * Agents by purpose over real HTTP (issue 65, docs/decisions/079-agents-by-purpose.md): with the editors' policy
 * refusing AI training crawlers and asking AI answer crawlers to stay away, robots.txt names both groups, a training
 * crawler is answered 403 problem+json (from the page cache too) and counted as refused, an answer crawler still
 * reads and is counted as ignoring robots.txt, and search crawlers, assistants, people and unknown clients read.
 * A change of policy reaches the router without a restart. With crawler checks on, a Googlebot from Google's network
 * (forward-confirmed reverse DNS, asked of a DNS server on loopback) counts as verified, a forged one as claimed.
 */
import { createHash } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { type CmsRequest, signIn } from '../helpers/cockpitSession'
import { startDnsServer } from '../fakes/dnsServer'

/** Google's crawler at 66.249.66.1; a forger at 203.0.113.9 whose own reverse zone claims Google's name. */
const dns = await startDnsServer({
  ptr: {
    '1.66.249.66.in-addr.arpa': ['crawl-66-249-66-1.googlebot.com'],
    '9.113.0.203.in-addr.arpa': ['crawl-66-249-66-1.googlebot.com'],
  },
  a: { 'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'] },
})
const app = useApp({
  database: 'seededWithAccounts',
  env: () => ({
    READ_COUNTS_SETTLE_SECONDS: '1',
    // The site's own terms allow training, so that the policy's narrowing shows.
    AI_USE_POLICY: 'ai-train=yes, search=yes, ai-input=yes',
    CRAWLER_VERIFICATION: 'on',
    CRAWLER_DNS_SERVER: dns.address,
    TRUSTED_PROXIES: '127.0.0.1, ::1',
  }),
})
const { sql } = app

const UA = {
  gptBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  perplexityBot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  claudeUser:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
  person: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  unknownBot: 'curl/8.5.0',
}

const get = async (path: string, userAgent: string) => {
  const response = await fetch(`${app.url}${path}`, { headers: { 'user-agent': userAgent } })
  return { response, body: await response.text() }
}

let cms: CmsRequest

afterAll(() => dns.close())

beforeAll(async () => {
  ;({ cms } = await signIn(app.url, EDITOR.email, EDITOR.password))
  await cms('POST', '/globals/agent-policy', { aiTraining: 'refuse', aiAnswers: 'disallow' })
  // The router hears the change on the content channel: wait until it refuses.
  await vi.waitFor(async () => expect((await get('/corrections', UA.gptBot)).response.status).toBe(403), {
    timeout: 30_000,
    interval: 100,
  })
})

describe('a policy per purpose', () => {
  it('is said in robots.txt: a group per purpose asked away, naming its agents, and narrower terms for all', async () => {
    const { response, body } = await get('/robots.txt', UA.gptBot)
    expect(response.status).toBe(200)
    expect(body).toMatch(
      /# AI training crawlers: refused \(answered 403\) by this site's agent policy\.\n(User-agent: [^\n]+\n)*User-agent: GPTBot\n(User-agent: [^\n]+\n)*Disallow: \/\n/,
    )
    expect(body).toMatch(
      /# AI search and answer crawlers: asked to stay away by this site's agent policy\.\n(User-agent: [^\n]+\n)*User-agent: PerplexityBot\n(User-agent: [^\n]+\n)*Disallow: \//,
    )
    expect(body).not.toMatch(/User-agent: (Googlebot|Claude-User)\n/)
    expect(body).toMatch(/User-agent: \*\nContent-Signal: ai-train=no, search=yes, ai-input=yes\n/)
    const tdm = await fetch(`${app.url}/.well-known/tdmrep.json`)
    expect(await tdm.json()).toEqual([{ location: '/*', 'tdm-reservation': 1 }])
  })

  it('refuses a training crawler with 403 problem+json naming the policy and where to ask, from the cache too', async () => {
    expect((await get('/news', UA.person)).response.status).toBe(200)
    for (const attempt of [1, 2]) {
      const { response, body } = await get('/news', UA.gptBot)
      expect(response.status, `attempt ${attempt}`).toBe(403)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(JSON.parse(body)).toEqual({
        type: `${app.url}/docs/api#problem-agent_policy_refused`,
        title: 'Refused by the site’s agent policy',
        status: 403,
        detail:
          "This site's agent policy refuses AI training crawlers (see /robots.txt). To ask for access, write to editors@pmsnews.example.",
        code: 'agent_policy_refused',
        purpose: 'ai-training',
        agent: 'GPTBot',
        robots_txt: `${app.url}/robots.txt`,
        contact: 'mailto:editors@pmsnews.example',
      })
    }
  })

  it('answers search crawlers, assistants, people and clients it does not know', async () => {
    for (const userAgent of [UA.googlebot, UA.claudeUser, UA.person, UA.unknownBot, UA.perplexityBot])
      expect((await get('/news', userAgent)).response.status, userAgent).toBe(200)
  })

  it('narrows the terms every page answers with, cached or not: no training once training crawlers are refused', async () => {
    const [article] = await sql<{ path: string }>(
      `SELECT '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id
       WHERE a.is_published AND coalesce(a.ai_use, 'site') = 'site' ORDER BY a.id LIMIT 1`,
    )
    // An article that follows the site's policy, as HTML and as markdown, each twice (a miss, then the cache's hit).
    const articlePath = article!.path
    for (const path of [
      '/news',
      '/news',
      '/corrections',
      articlePath,
      articlePath,
      `${articlePath}.md`,
      `${articlePath}.md`,
    ]) {
      const { response } = await get(path, UA.person)
      expect(response.headers.get('content-signal'), path).toBe('ai-train=no, search=yes, ai-input=yes')
      expect(response.headers.get('content-usage'), path).toBe('train-ai=n, search=y')
      expect(response.headers.get('tdm-reservation'), path).toBe('1')
    }
  })

  it('says the narrowed terms in the documents for agents too, in their words and their headers', async () => {
    const narrowed = 'ai-train=no, search=yes, ai-input=yes'
    const index = JSON.parse((await get('/.well-known/agent-skills/index.json', UA.person)).body) as {
      skills: Array<{ url: string; digest: string }>
    }
    const skills = index.skills.map((skill) => new URL(skill.url).pathname)
    for (const path of ['/llms.txt', '/llms-full.txt', '/auth.md', ...skills]) {
      const { response, body } = await get(path, UA.person)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-signal'), path).toBe(narrowed)
      expect(response.headers.get('content-usage'), path).toBe('train-ai=n, search=y')
      // llms-full.txt quotes an article's own terms where it has some; the rest say the site's alone.
      if (path !== '/llms-full.txt') expect(body, path).not.toContain('ai-train=yes')
      if (!path.includes('/agent-skills/') || path.includes('/read-pms-news/')) expect(body, path).toContain(narrowed)
    }
    // The index's digests are of the skills as served now.
    for (const skill of index.skills) {
      const body = Buffer.from((await get(new URL(skill.url).pathname, UA.person)).body)
      expect(skill.digest).toBe(`sha256:${createHash('sha256').update(body).digest('hex')}`)
    }
  })

  it('counts refusals, and reads of a purpose robots.txt asks away as ignoring it, per agent and purpose', async () => {
    const counted = async () =>
      (
        await sql<{ name: string; purpose: string; reads: number; disallowed: number; refused: number }>(
          `SELECT name, purpose, sum(reads)::int AS reads, sum(disallowed)::int AS disallowed, sum(refused)::int AS refused
           FROM read_counts WHERE path = '/news' AND purpose <> '' GROUP BY 1, 2`,
        )
      )
        .map(
          (row) => `${row.purpose} ${row.name}: ${row.reads} read, ${row.disallowed} ignored, ${row.refused} refused`,
        )
        .sort()
    await expect
      .poll(counted)
      .toEqual([
        'ai-answers PerplexityBot: 1 read, 1 ignored, 0 refused',
        'ai-assistant Claude-User: 1 read, 0 ignored, 0 refused',
        'ai-training GPTBot: 0 read, 0 ignored, 2 refused',
        'other-bot curl: 1 read, 0 ignored, 0 refused',
        'search Googlebot: 1 read, 0 ignored, 0 refused',
      ])
  })

  it('lets a training crawler read again once editors allow it, without a restart', async () => {
    await cms('POST', '/globals/agent-policy', { aiTraining: 'allow', aiAnswers: 'allow' })
    await expect.poll(async () => (await get('/news', UA.gptBot)).response.status).toBe(200)
    const { body } = await get('/robots.txt', UA.gptBot)
    expect(body).not.toMatch(/User-agent: GPTBot/)
    // The site's own terms again (this test's AI_USE_POLICY allows training), on a page the cache kept.
    await expect
      .poll(async () => (await get('/news', UA.person)).response.headers.get('content-signal'))
      .toBe('ai-train=yes, search=yes, ai-input=yes')
  })
})

describe('a crawler that says it is Googlebot', () => {
  const readFrom = async (address: string) => {
    const response = await fetch(`${app.url}/corrections`, {
      headers: { 'user-agent': UA.googlebot, 'x-forwarded-for': address },
    })
    await response.arrayBuffer()
    expect(response.status).toBe(200)
  }

  it('counts as verified from Google’s network and as claimed from any other, once DNS has answered', async () => {
    for (const [index, address] of ['66.249.66.1', '203.0.113.9'].entries()) {
      await readFrom(address)
      // The first read counts as claimed while the address is looked up (its PTR, then its name's A record).
      await expect.poll(() => dns.asked.filter((question) => question.startsWith('A ')).length).toBe(index + 1)
      await expect
        .poll(() => dns.asked.includes(`PTR ${address.split('.').reverse().join('.')}.in-addr.arpa`))
        .toBe(true)
      await readFrom(address)
    }
    await expect
      .poll(async () =>
        (
          await sql<{ kind: string; reads: number }>(
            `SELECT kind, sum(reads)::int AS reads FROM read_counts
             WHERE path = '/corrections' AND name = 'Googlebot' GROUP BY 1 ORDER BY 1`,
          )
        ).map((row) => `${row.kind} ${row.reads}`),
      )
      .toEqual(['declared-agent 3', 'verified-agent 1'])
  })
})
