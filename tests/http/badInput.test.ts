/**
 * The bad-input battery (issue 19): thousands of generated bad requests against the built server (every public
 * route, `/cms-api` REST and GraphQL, `/oauth/*`, `/mcp`, the social web's addresses;
 * tests/helpers/badInputBattery.ts), anonymous and signed in. None may answer 5xx, and none may write: the content
 * tables hold as many rows afterwards as before, counted once at the end of each run. Every failing request is listed,
 * not just the first.
 *
 * What is covered: every route gets the two header cases and some of every family of bad values (path suffixes, odd
 * methods, bodies, queries where it reads one, PATCH and PUT bodies where it is a document, raw-socket forms); every
 * bad value of every family reaches every interface (public routes, /cms-api REST and GraphQL, /oauth/*, /mcp,
 * federation) on a third of its routes, the signed-in run on another third than the anonymous one. Why the cut from
 * the full product (14,000 requests, about two minutes) loses no class: a bad value's class is what the parser or
 * router that meets it sees, and the routes of one interface share them (Payload's one REST handler and body parser for
 * every collection, Next's one answer to a body or an odd method on a page, one OAuth provider, one MCP transport, one
 * ActivityPub router). tests/static/badInputBattery.test.ts holds the deal to that.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import {
  type BadRequest,
  CLOSES_WITHOUT_ANSWER,
  CMS_API_COLLECTIONS,
  cmsApiTargets,
  everyTarget,
  generateBattery,
  rawBattery,
  sendRaw,
  type TargetSlugs,
} from '../helpers/badInputBattery'

/**
 * The tables a request could write content or accounts into, and the OAuth store's clients, grants and tokens;
 * counters, caches and browser sessions aside (rate_limits, preferences, the sign-in pages' OAuth sessions).
 */
const CONTENT_TABLES = [
  'articles',
  '_articles_v',
  'articles_rels',
  '_articles_v_rels',
  'articles_corrections',
  'tags',
  'pmses',
  '_pmses_v',
  'categories',
  'authors',
  'comparisons',
  'glossary_terms',
  'pr_links',
  'media',
  'users',
  'users_sessions',
  'subscribers',
  'subscribers_rels',
  'newsletter_issues',
  'newsletter_runs',
  'newsletter_deliveries',
  'api_tokens',
  'webhooks',
  'webhooks_events',
  'webhook_messages',
  'webhook_deliveries',
  'idempotency_keys',
  'publish_events',
  'payload_jobs',
  'mcp_audit_events',
  'redirects',
  'imported_items',
  'import_runs',
  'import_run_files',
]

/**
 * Requests in flight at once, on fetch's kept-alive connections: at 4 the built server sat partly idle between
 * requests on two cores (the file's figures are in its commit message).
 */
const CONCURRENCY = 8
const BATTERY_TIMEOUT_MS = 15 * 60_000

// The battery's requests come from fetch, an agent of no known purpose, eight at once: past the edge's four renders
// at once they would queue, and past AGENT_RENDERS_PER_PURPOSE such an agent is told to come back (503, by design:
// tests/http/edgeRenderQueue.test.ts). Raised to the battery's concurrency, what is answered is what the app renders.
const app = useApp({ database: 'seededWithAccounts', env: { AGENT_RENDERS_PER_PURPOSE: String(CONCURRENCY) } })
let slugs: TargetSlugs

async function rowCounts(): Promise<Record<string, number>> {
  const counts = [
    ...CONTENT_TABLES.map((table) => `SELECT '${table}' AS name, count(*)::int AS n FROM "${table}"`),
    `SELECT 'oauth clients, grants and tokens' AS name, count(*)::int AS n FROM oauth_models WHERE kind NOT IN ('Session', 'Interaction')`,
    `SELECT 'federation followers' AS name, count(*)::int AS n FROM federation_followers`,
  ]
  const rows = await app.sql(counts.join(' UNION ALL '))
  return Object.fromEntries((rows as Array<{ name: string; n: number }>).map((row) => [row.name, row.n]))
}

/** Runs `send` on every item, CONCURRENCY at a time. */
async function eachConcurrently<T>(items: T[], send: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await send(items[next++]!)
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
}

/** Sends every case, CONCURRENCY at a time; returns the ones answered 5xx (or not at all), with what they got. */
async function failuresOf(cases: BadRequest[]): Promise<string[]> {
  const failures: string[] = []
  await eachConcurrently(cases, async (sent) => {
    try {
      const response = await fetch(`${app.url}${sent.target}`, {
        method: sent.method,
        headers: sent.headers,
        body: sent.body as BodyInit | undefined,
        redirect: 'manual',
      })
      const text = await response.text()
      if (response.status >= 500) failures.push(`${response.status} ${sent.name}: ${text.slice(0, 120)}`)
    } catch (error) {
      failures.push(`no answer to ${sent.name}: ${String((error as Error).cause ?? error)}`)
    }
  })
  return failures.sort()
}

beforeAll(async () => {
  const first = async (query: string) => (await app.sql<{ slug: string }>(query))[0]!.slug
  slugs = {
    pms: await first('SELECT slug FROM pmses WHERE is_published ORDER BY id LIMIT 1'),
    article: await first('SELECT a.slug FROM articles a WHERE a.is_published ORDER BY a.id LIMIT 1'),
    glossary: await first('SELECT slug FROM glossary_terms ORDER BY id LIMIT 1'),
    comparison: await first('SELECT slug FROM comparisons ORDER BY id LIMIT 1'),
    category: await first('SELECT slug FROM categories ORDER BY id LIMIT 1'),
    author: await first('SELECT slug FROM authors ORDER BY id LIMIT 1'),
  }
})

describe('the bad-input battery', () => {
  it(
    'answers no anonymous bad request with a 5xx, over fetch and raw sockets, and writes nothing',
    async () => {
      const before = await rowCounts()
      const everything = everyTarget(slugs)
      const cases = generateBattery(
        {
          all: everything,
          queried: [
            ...CMS_API_COLLECTIONS.map((slug) => `/cms-api/${slug}`),
            '/',
            '/search',
            `/${slugs.pms}`,
            '/glossary',
            '/compare',
            '/feed',
            '/llms.txt',
            '/sitemaps/articles-1.xml',
            `/categories/${slugs.category}`,
            '/.well-known/webfinger',
            '/ap/actors/news/followers',
          ],
          patched: CMS_API_COLLECTIONS.map((slug) => `/cms-api/${slug}/1`),
          huge: [
            '/',
            '/cms-api/articles',
            '/cms-api/users/login',
            '/cms-api/graphql',
            '/api/articles',
            '/api/images',
            '/oauth/token',
            '/oauth/register',
            '/mcp',
            '/subscribe/actions/subscribe',
          ],
        },
        { hugeBytes: 2 * 1024 * 1024 },
      )
      expect(cases.length).toBeGreaterThan(3000)
      const failures = await failuresOf(cases)

      const port = Number(new URL(app.url).port)
      await eachConcurrently(rawBattery(everything), async (raw) => {
        const status = await sendRaw(port, raw)
        if (status >= 500 || status === 0) failures.push(`${status || 'no answer'} raw ${raw.name}`)
      })
      expect(await sendRaw(port, CLOSES_WITHOUT_ANSWER)).toBeLessThan(500)

      expect({ failures, rows: await rowCounts() }).toEqual({ failures: [], rows: before })
    },
    BATTERY_TIMEOUT_MS,
  )

  it(
    'answers no signed-in bad read or bad write to /cms-api with a 5xx, and writes nothing',
    async () => {
      const before = await rowCounts()
      const admin = await app.signIn(ADMIN)
      const editor = await app.signIn(EDITOR)
      // Reads only for the admin, who could otherwise delete the very data the battery runs on.
      const reads = generateBattery(
        {
          all: cmsApiTargets().filter((target) => !target.startsWith('/cms-api/users/')),
          queried: CMS_API_COLLECTIONS.map((slug) => `/cms-api/${slug}`),
          patched: [],
          huge: [],
        },
        { hugeBytes: 0, headers: { authorization: `JWT ${admin.token}` }, label: 'admin', readOnly: true, offset: 1 },
      )
      // Malformed documents to every collection an editor writes, each as a create and as an update of a missing id.
      const writes = generateBattery(
        {
          all: CMS_API_COLLECTIONS.map((slug) => `/cms-api/${slug}`),
          queried: [],
          patched: CMS_API_COLLECTIONS.map((slug) => `/cms-api/${slug}/999999`),
          huge: [],
        },
        { hugeBytes: 0, headers: { authorization: `JWT ${editor.token}` }, label: 'editor', offset: 1 },
      ).filter((sent) => sent.method !== 'GET' && sent.method !== 'DELETE')
      const failures = await failuresOf([...reads, ...writes])
      expect({ failures, rows: await rowCounts() }).toEqual({
        failures: [],
        rows: { ...before, users_sessions: before.users_sessions! + 2 },
      })
    },
    BATTERY_TIMEOUT_MS,
  )
})
