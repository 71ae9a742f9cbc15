/**
 * `npm run bench:cockpit-list`: the cockpit's article list and dashboard as a signed-in editor and as a contributor
 * (who sees their own unpublished articles only: the same list through the access rule's filter), in the production
 * default configuration (the built app, no Redis), over BENCH_ARTICLES (100,000) articles and BENCH_NOTES (10,000)
 * editorial notes. Timed, alternated BENCH_ROUNDS (21) times after BENCH_WARMUP (3) unmeasured rounds:
 * - the list's page, `/cockpit/collections/articles` (Payload's list view, rendered on the server);
 * - the query that view makes, over `/cms-api` as REST: the drafts' latest versions, first page, its default sort;
 * - the dashboard, `/cockpit`.
 * Prints each median and slowest against the goal (each median < 200 ms, issue 61), for the production default and,
 * beside it, a second server on the same database with Redis (BENCH_REDIS_URL, default the machine's
 * redis://127.0.0.1:6379; BENCH_STORES=default leaves it out), each request asked of both in turn.
 *
 * The articles are inserted by SQL (./support/generateArticles.ts, as bench:newsroom and bench:search do), a tenth of
 * them drafts, each with the latest version Payload's list reads (the list shows drafts: it reads `_articles_v`).
 * The notes are seeded only when the `article_notes` table exists (the review feature's collection); otherwise the
 * bench says they were skipped. Needs PostgreSQL (./support/benchApp.ts).
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

import { type BenchProcess, startBenchApp, startBenchProcess } from './support/benchApp'
import { seedCockpitContent } from './support/cockpitContent'
import { median } from './support/stats'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000)
const NOTES = Number(process.env.BENCH_NOTES ?? 10_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 21)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3)
const GOAL_MS = 200
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const WITH_REDIS = (process.env.BENCH_STORES ?? 'default,redis').split(',').includes('redis')

const json = { 'content-type': 'application/json' }
const ADMIN = { email: 'bench-admin@example.com', password: 'a long bench admin password' }
const EDITOR = { email: 'bench-editor@example.com', password: 'a long bench editor password' }
const CONTRIBUTOR = { email: 'bench-contributor@example.com', password: 'a long bench contributor password' }

interface Session {
  /** The JWT, for `Authorization: JWT …`. */
  token: string
  /** The session cookie the cockpit's pages read, as the browser sends it back (`name=value`). */
  cookie: string
}

async function signIn(baseUrl: string, who: { email: string; password: string }): Promise<Session> {
  const login = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(who),
  })
  if (login.status !== 200)
    throw new Error(`signing in as ${who.email} answered ${login.status}: ${await login.text()}`)
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.includes('-token='))
  if (!cookie) throw new Error(`signing in as ${who.email} set no session cookie`)
  return { token: ((await login.json()) as { token: string }).token, cookie }
}

/** The first account (an admin, as a newcomer's is), then an editor and a contributor it creates through the cockpit's API. */
async function signInStaff(
  baseUrl: string,
): Promise<{ editor: Session & { id: number }; contributor: Session & { id: number } }> {
  await fetch(`${baseUrl}/cms-api/users/first-register`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) })
  const admin = await signIn(baseUrl, ADMIN)
  async function created(who: { email: string; password: string }, role: string): Promise<Session & { id: number }> {
    const answer = await fetch(`${baseUrl}/cms-api/users`, {
      method: 'POST',
      headers: { ...json, authorization: `JWT ${admin.token}` },
      body: JSON.stringify({ ...who, role }),
    })
    if (answer.status !== 201) throw new Error(`creating the ${role} answered ${answer.status}: ${await answer.text()}`)
    const { doc } = (await answer.json()) as { doc: { id: number } }
    return { ...(await signIn(baseUrl, who)), id: doc.id }
  }
  return { editor: await created(EDITOR, 'editor'), contributor: await created(CONTRIBUTOR, 'contributor') }
}

/**
 * What each answer must show, checked once before the timing: the list's first article, the dashboard's drafts card;
 * the contributor's list counts the published articles and their own drafts (the access rule's filter), no one else's.
 */
async function checkAnswers(configuration: string, requests: Record<string, () => Promise<Response>>) {
  for (const who of ['editor', 'contributor'] as const) {
    const first = (await (await requests[`${who} list query /cms-api/articles (REST)`]!()).json()) as {
      docs: Array<{ title: string }>
      totalDocs: number
    }
    // Published: ids not divisible by ten; the contributor's own drafts: ids divisible by a thousand.
    const expected = who === 'editor' ? ARTICLES : ARTICLES - Math.floor(ARTICLES / 10) + Math.floor(ARTICLES / 1000)
    if (first.totalDocs !== expected && !(who === 'editor' && first.totalDocs > expected))
      throw new Error(`${configuration}: the ${who}'s list query counts ${first.totalDocs} articles, not ${expected}`)
    const listHtml = await (await requests[`${who} list page  /cockpit/collections/articles`]!()).text()
    if (!listHtml.includes(first.docs[0]!.title))
      throw new Error(`${configuration}: the ${who}'s list page does not show "${first.docs[0]!.title}"`)
    if (!(await (await requests[`${who} dashboard  /cockpit`]!()).text()).includes('Drafts waiting'))
      throw new Error(`${configuration}: the ${who}'s dashboard does not show its drafts card`)
  }
}

const app = await startBenchApp()
try {
  const { editor, contributor } = await signInStaff(app.baseUrl)
  const client = new pg.Client({ connectionString: app.env.DATABASE_URL })
  await client.connect()
  try {
    const seeded = await seedCockpitContent(client, {
      articles: ARTICLES,
      notes: NOTES,
      noteAuthor: editor.id,
      contributor: contributor.id,
    })
    console.log(seeded.join('\n'))
  } finally {
    await client.end()
  }

  // The list view's own query (@payloadcms/next's List view: payload.find with draft, depth 0, its default limit and
  // the collection's default sort), asked over REST; the view also reads each row's lock, which REST does not.
  const listQuery = 'depth=0&draft=true&limit=10&page=1&sort=-published_at'
  // A browser's navigation from another cockpit page: Payload takes the session cookie only from a same-origin request
  // (Sec-Fetch-Site), and without it answers with a redirect to the login form inside a 200 page.
  const pageAs = (session: Session) =>
    ({
      headers: {
        cookie: session.cookie,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      redirect: 'manual',
    }) as const
  const requestsOf = (baseUrl: string): Record<string, () => Promise<Response>> =>
    Object.fromEntries(
      (
        [
          ['editor', editor],
          ['contributor', contributor],
        ] as const
      ).flatMap(([who, session]) => [
        [
          `${who} list page  /cockpit/collections/articles`,
          () => fetch(`${baseUrl}/cockpit/collections/articles`, pageAs(session)),
        ],
        [
          `${who} list query /cms-api/articles (REST)`,
          () =>
            fetch(`${baseUrl}/cms-api/articles?${listQuery}`, { headers: { authorization: `JWT ${session.token}` } }),
        ],
        [`${who} dashboard  /cockpit`, () => fetch(`${baseUrl}/cockpit`, pageAs(session))],
      ]),
    )
  // The same site with its limits in Redis: another instance on the same database (the session is valid on both).
  let redisServer: BenchProcess | undefined
  const configurations: Array<{ name: string; baseUrl: string }> = [{ name: 'default', baseUrl: app.baseUrl }]
  if (WITH_REDIS) {
    const port = Number(new URL(app.baseUrl).port) + 100
    const redisPrefix = `pmsnews-bench-${randomBytes(4).toString('hex')}`
    const env = { ...app.env, PORT: String(port), REDIS_URL, REDIS_KEY_PREFIX: redisPrefix }
    redisServer = await startBenchProcess('server.ts', env)
    configurations.push({ name: 'redis', baseUrl: `http://127.0.0.1:${port}` })
  }
  try {
    for (const { name, baseUrl } of configurations) await checkAnswers(name, requestsOf(baseUrl))
    const names = Object.keys(requestsOf(app.baseUrl))
    const times = new Map(configurations.flatMap((c) => names.map((name) => [`${c.name} ${name}`, [] as number[]])))
    for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
      // Each round in another order, and each request of every configuration in turn, so that the machine's drift
      // over the run reaches all alike.
      for (const name of names.map((_, k) => names[(k + round) % names.length]!)) {
        for (const configuration of round % 2 ? [...configurations].reverse() : configurations) {
          const started = performance.now()
          const response = await requestsOf(configuration.baseUrl)[name]!()
          const body = await response.text()
          const elapsed = performance.now() - started
          if (response.status !== 200)
            throw new Error(`${configuration.name} ${name} answered ${response.status}: ${body.slice(0, 300)}`)
          if (round >= WARMUP) times.get(`${configuration.name} ${name}`)!.push(elapsed)
        }
      }
    }
    console.log(`\nconfiguration | request | median of ${ROUNDS} | slowest | goal: median < ${GOAL_MS} ms`)
    for (const { name: configuration } of configurations) {
      for (const name of names) {
        const values = times.get(`${configuration} ${name}`)!
        const middle = median(values)
        const verdict = configuration === 'default' ? (middle < GOAL_MS ? 'met' : 'MISSED') : 'beside'
        console.log(
          `${configuration} | ${name} | ${middle.toFixed(1)} ms | ${Math.max(...values).toFixed(1)} ms | ${verdict}`,
        )
      }
    }
  } finally {
    await redisServer?.stop()
  }
} finally {
  await app.close()
}
process.exit(0)
