/**
 * `npm run bench:dashboard`: the cockpit dashboard's figures (src/cockpit/dashboard/dashboardFigures.ts) at
 * BENCH_ARTICLES (100,000) articles and BENCH_AUDIT_EVENTS (1,000,000) agent audit events, each figure's single
 * statement timed BENCH_ROUNDS (9) times after one warm-up run; prints the medians (goal: each under 100 ms). With
 * the review (docs/decisions/061): each article's latest version (one in a hundred waiting for review, one in a
 * hundred assigned), BENCH_NOTES (10,000) editorial notes, the cards "Waiting for review" and "Assigned to me", the
 * article list's first page as the cockpit asks for it (all, and the "Waiting for review" tab) and an article's notes.
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 */
import type { Where } from 'payload'
import pg from 'pg'

import { withMigratedDatabase } from './support/migratedDatabase'
import { median } from './support/stats'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000)
const AUDIT_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9)
const NOTES = Number(process.env.BENCH_NOTES ?? 10_000)

await withMigratedDatabase(async (env) => {
  const db = new pg.Client({ connectionString: env.DATABASE_URL })
  await db.connect()
  const started = performance.now()
  const pms = (
    await db.query(
      `INSERT INTO pmses (name, slug, is_published, updated_at, created_at) VALUES ('Bench PMS', 'bench-pms', true, now(), now()) RETURNING id`,
    )
  ).rows[0].id
  const author = (
    await db.query(
      `INSERT INTO authors (name, slug, updated_at, created_at) VALUES ('Bench', 'bench', now(), now()) RETURNING id`,
    )
  ).rows[0].id
  const user = (
    await db.query(
      `INSERT INTO users (email, role, updated_at, created_at) VALUES ('bench@example.com', 'admin', now(), now()) RETURNING id`,
    )
  ).rows[0].id
  // Nine in ten published over two years, the rest drafts; a few hundred scheduled.
  await db.query(
    `INSERT INTO articles (title, slug, body, pms_id, author_id, is_published, scheduled, published_at, updated_at, created_at)
     SELECT 'Article ' || n, 'article-' || n, 'Body.', $1, $2, n % 10 <> 0, n % 10 = 0 AND n % 300 = 0,
            CASE WHEN n % 10 <> 0 THEN now() - make_interval(mins => n * 7) WHEN n % 300 = 0 THEN now() + make_interval(hours => n % 500) END,
            now() - make_interval(mins => n), now() - make_interval(mins => n)
     FROM generate_series(1, $3) AS n`,
    [pms, author, ARTICLES],
  )
  await db.query(
    `INSERT INTO mcp_audit_events (tool, client_name, client_id, account_id, target_collection, target_id, summary, updated_at, created_at)
     SELECT 'update-article', 'Agent ' || (n % 12), 'https://agent-' || (n % 12) || '.example/client.json', $1, 'articles', (n % $3 + 1)::text, 'changed title',
            now() - make_interval(secs => n * 30), now() - make_interval(secs => n * 30)
     FROM generate_series(1, $2) AS n`,
    [user, AUDIT_EVENTS, ARTICLES],
  )
  // The latest version of each article, as the cockpit's list reads them.
  await db.query(
    `INSERT INTO _articles_v (parent_id, version_title, version_slug, version_body, version_pms_id, version_author_id,
       version_is_published, version_published_at, version__status, version_review, version_assignee_id, latest,
       version_updated_at, version_created_at, updated_at, created_at)
     SELECT id, title, slug, body, pms_id, author_id, is_published, published_at,
            (CASE WHEN is_published THEN 'published' ELSE 'draft' END)::enum__articles_v_version__status,
            (CASE WHEN id % 100 = 0 THEN 'submitted' ELSE 'none' END)::enum__articles_v_version_review,
            CASE WHEN id % 100 = 1 THEN $1::int END, true, updated_at, created_at, updated_at, created_at
     FROM articles`,
    [user],
  )
  await db.query(
    `INSERT INTO article_notes (article_id, body, author_id, updated_at, created_at)
     SELECT (n % 2000) * 50 + 1, 'A note on the figures, @bench.', $1, now() - make_interval(mins => n), now() - make_interval(mins => n)
     FROM generate_series(1, $2) AS n`,
    [user, NOTES],
  )
  await db.query(`ANALYZE`)
  console.log(
    `${ARTICLES} articles and ${AUDIT_EVENTS} audit events written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  await db.end()

  Object.assign(process.env, env)
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const figures = await import('../src/cockpit/dashboard/dashboardFigures')
  const review = await import('../src/content/articles/reviewFigures')
  const { noteThreads } = await import('../src/content/articleNotes/noteThreads')
  const { createLocalReq } = await import('payload')
  const payload = await getPayload({ config })
  const admin = { ...(await payload.findByID({ collection: 'users', id: user })), collection: 'users' as const }
  const req = await createLocalReq({ user: admin }, payload)
  // The cockpit's list: its first page of latest versions, as Payload's list view asks.
  const listPage = (where?: Where) => () =>
    payload.find({
      collection: 'articles',
      draft: true,
      where,
      limit: 10,
      sort: '-published_at',
      depth: 1,
      user: admin,
      overrideAccess: false,
    })
  const runs: Array<[string, () => Promise<unknown>]> = [
    ['drafts waiting', () => figures.draftArticles(payload, null)],
    ['scheduled', () => figures.scheduledArticles(payload, null)],
    ['recently published', () => figures.recentlyPublished(payload)],
    ['failed jobs', () => figures.failedJobs(payload)],
    ['articles published per week (12)', () => figures.publishedPerWeek(payload)],
    ['agent writes per day (14)', () => figures.agentWritesPerDay(payload)],
    ['writes per agent (7 days)', () => figures.writesPerClient(payload)],
    ['newsletter figures', () => figures.newsletterFigures(payload)],
    ['last failures', () => figures.lastFailures(payload)],
    ['waiting for review', () => review.waitingForReview(payload)],
    ['assigned to me', () => review.assignedTo(payload, user)],
    ['article list, first page', listPage()],
    ['article list, waiting for review', listPage({ review: { equals: 'submitted' } })],
    ['an article’s notes', () => noteThreads(req, 1)],
  ]
  console.log(`\nfigure | median of ${ROUNDS} | slowest`)
  for (const [label, run] of runs) {
    await run()
    const times: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now()
      await run()
      times.push(performance.now() - start)
    }
    console.log(`${label} | ${median(times).toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms`)
  }
  await payload.destroy()
})
process.exit(0)
