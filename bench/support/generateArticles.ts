/**
 * A large, realistic-looking archive for the benchmarks: `count` published articles spread over a dozen PMSes, a
 * few authors and categories, with varied titles and excerpts, and markdown bodies shaped like the demo's
 * (src/features/seed/content/): paragraphs of reporting, a `##` section or two with a bullet list, a quoted source, now and
 * then a bold lead-in and a link. Each body's length is drawn from the demo bodies' own lengths (`bodyLengths`), so
 * that a miss on the generated archive costs what a miss on the demo does, and not what a few repeated sentences
 * cost. Deterministic (a seeded generator), inserted in batches of a thousand rows.
 */
import type pg from 'pg'

import { articleSeedsA } from '../../src/features/seed/content/articlesA'
import { articleSeedsB } from '../../src/features/seed/content/articlesB'
import { articleSeedsC } from '../../src/features/seed/content/articlesC'

const SUBJECTS = [
  'mobile keys',
  'a channel manager',
  'revenue management',
  'contactless check-in',
  'a booking engine',
  'housekeeping',
  'POS',
  'guest messaging',
  'open APIs',
  'group blocks',
  'night audit',
  'payments',
]
const VERBS = ['adds', 'launches', 'expands', 'rebuilds', 'certifies', 'opens', 'retires', 'prices']
const PLACES = [
  'in Lisbon',
  'for boutique hotels',
  'across Europe',
  'for hostels',
  'in the Nordics',
  'for resorts',
  'for chains',
  'in Asia Pacific',
]
const PEOPLE = [
  'Ingrid Haugen, head of partnerships',
  'Sverre Dahl, a revenue manager',
  'Rebecca Holloway, chief information security officer',
  'Marta Ruiz, director of operations',
  'Tomás Ferreira, general manager',
]
const HEADINGS = [
  'What changes',
  'How it works',
  'Rollout plan',
  'What moves and what stays',
  'Pricing and availability',
  'What hotels say',
  'Background',
]

/** Sentences of the kind the demo's articles are written in; `{s}` is the story's subject, `{n}` a number. */
const SENTENCES = [
  'Hotels using {s} report {n} percent fewer manual steps at the front desk.',
  'The vendor says about {n} properties have signed up since the pilot ended in the spring.',
  'Until now, the two systems were connected by a nightly export, and staff copied figures across by hand.',
  'Reservation, cancellation and rate data now flow every {n} minutes rather than once a night.',
  'The change is available at no extra charge, and existing licence fees are unchanged.',
  'Properties that run a local server can use it, but updates are queued during outages and sent when the line returns.',
  'Analysts expect rivals to follow within a year, since chains now ask for {s} in most requests for proposals.',
  'The company did not say how many of its {n} customers would move in the first wave.',
  'Group bookings, packages and long stays follow the same rules, with exceptions set per property.',
  'A support team of {n} people handles the migration, working through properties one region at a time.',
]
const BULLETS = [
  'Rates can be approved one by one or published automatically within limits set by the hotel',
  'Guests see the offer after choosing a room in the booking engine, and again in the confirmation email',
  "Cancellations follow the supplier's rules and are reversed on the folio automatically",
  'Front desk staff sell the same products from the POS screen, with live availability',
  'Owners download statements and tax documents at year end',
  'Validation of required fields before an invoice is finalized',
]

/** The byte lengths of the demo's article bodies, shortest first: the distribution the generated bodies follow. */
export const bodyLengths: readonly number[] = [...articleSeedsA, ...articleSeedsB, ...articleSeedsC]
  .map((seed) => Buffer.byteLength(seed.body))
  .sort((a, b) => a - b)

/**
 * Bodies of the length of long-form trade reporting, 4–25 KB of markdown (600 to 4,000 words), spread evenly on a
 * log scale: what a newsroom's features and interviews run to, where the demo's news items are about 2 KB. Drawn
 * from with `BENCH_BODIES=long` (bench/miss.ts).
 */
export const longBodyLengths: readonly number[] = Array.from({ length: 64 }, (_, i) =>
  Math.round(4096 * (25 / 4) ** (i / 63)),
)

/** Mulberry32: small, fast and good enough to vary text deterministically. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A body of about `length` bytes (it stops at the first paragraph past it) in the demo's structure: an opening of
 * two paragraphs, then sections with a heading, each with a list or a quote, then more paragraphs.
 */
function generatedBody(length: number, subject: string, next: () => number): string {
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!
  const sentence = () =>
    pick(SENTENCES)
      .replace('{s}', subject)
      .replace('{n}', String(2 + Math.floor(next() * 400)))
  const paragraph = () => Array.from({ length: 2 + Math.floor(next() * 3) }, sentence).join(' ')
  const blocks = [paragraph(), paragraph()]
  let size = blocks.join('\n\n').length
  for (let section = 0; size < length; section += 1) {
    const kind = section % 3
    const block =
      kind === 0
        ? `## ${pick(HEADINGS)}\n\n${Array.from({ length: 3 + Math.floor(next() * 2) }, () => `- ${pick(BULLETS)}`).join('\n')}`
        : kind === 1
          ? `"${sentence()} ${sentence()}" said ${pick(PEOPLE)}. The [announcement](https://example.com/news/${Math.floor(next() * 1e6)}) gives no dates for ${subject} beyond the first year.`
          : `**${pick(['In numbers', 'Next', 'Context'])}:** ${paragraph()}`
    const after = paragraph()
    blocks.push(block, after)
    size += block.length + after.length + 4
  }
  return blocks.join('\n\n')
}

/** Adds `count` articles, numbered on from `from` (so that an archive can be grown in steps), with bodies of `lengths` bytes. */
export async function generateArticles(
  client: pg.Client,
  count: number,
  from = 0,
  lengths: readonly number[] = bodyLengths,
): Promise<void> {
  const next = random(42 + from)
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!
  const owners = await existingOwners(client)
  const pmsIds: number[] = owners?.pmsIds ?? []
  const authorIds: number[] = owners?.authorIds ?? []
  const categoryIds: number[] = owners?.categoryIds ?? []
  for (let i = 1; !owners && i <= 12; i += 1) {
    const { rows } = await client.query(
      `INSERT INTO pmses (name, slug, tagline, is_published, updated_at, created_at) VALUES ($1, $2, $3, true, now(), now()) RETURNING id`,
      [`Archive PMS ${i}`, `archive-pms-${i}`, `A cloud PMS for ${pick(PLACES).replace(/^(in|for|across) /, '')}.`],
    )
    pmsIds.push(rows[0].id)
  }
  for (let i = 1; !owners && i <= 6; i += 1) {
    authorIds.push(
      (
        await client.query(
          `INSERT INTO authors (name, slug, updated_at, created_at) VALUES ($1, $2, now(), now()) RETURNING id`,
          [`Writer ${i}`, `writer-${i}`],
        )
      ).rows[0].id,
    )
    categoryIds.push(
      (
        await client.query(
          `INSERT INTO categories (name, slug, updated_at, created_at) VALUES ($1, $2, now(), now()) RETURNING id`,
          [`Section ${i}`, `section-${i}`],
        )
      ).rows[0].id,
    )
  }
  const BATCH = 1000
  for (let start = from; start < from + count; start += BATCH) {
    const values: unknown[] = []
    const rows: string[] = []
    for (let n = start; n < Math.min(from + count, start + BATCH); n += 1) {
      const subject = pick(SUBJECTS)
      const title = `${pick(['Harbor', 'Nordlys', 'Roomcraft', 'Tidewater', 'Apartio', 'Stayline'])} ${pick(VERBS)} ${subject} ${pick(PLACES)} (${n + 1})`
      const excerpt = `The update brings ${subject} to more properties. Hotels ${pick(PLACES)} get it first, and pricing follows in the spring.`
      const body = generatedBody(pick(lengths), subject, next)
      const base = values.length
      values.push(
        title,
        `archive-story-${n + 1}`,
        excerpt,
        body,
        pick(pmsIds),
        pick(authorIds),
        pick(categoryIds),
        new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString(),
      )
      rows.push(
        `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}, true, $${base + 8}, now(), now())`,
      )
    }
    await client.query(
      `INSERT INTO articles (title, slug, excerpt, body, pms_id, author_id, category_id, is_published, published_at, updated_at, created_at) VALUES ${rows.join(', ')}`,
      values,
    )
  }
  await client.query('ANALYZE')
}

/**
 * Five related articles for every published article (those it already has are kept), as publishing would list them (the benches run no
 * worker): the five published before it in its category, or in its PMS where it has none. One pass of window
 * functions, so that 100,000 articles take seconds (a NOT EXISTS on article_related would make PostgreSQL scan the
 * table it is filling once an article: minutes).
 */
export async function relateArticles(client: pg.Client): Promise<void> {
  await client.query(`
    INSERT INTO article_related (article_id, position, related_id, similarity)
    SELECT o.id, k, o.earlier[k], 0.5
    FROM (
      SELECT a.id, ARRAY[lag(a.id, 1) OVER w, lag(a.id, 2) OVER w, lag(a.id, 3) OVER w, lag(a.id, 4) OVER w, lag(a.id, 5) OVER w] AS earlier
      FROM articles a WHERE a.is_published
      WINDOW w AS (PARTITION BY coalesce(a.category_id, -a.pms_id) ORDER BY a.id)
    ) o CROSS JOIN generate_series(1, 5) k
    WHERE o.earlier[k] IS NOT NULL
    ON CONFLICT DO NOTHING`)
  await client.query('ANALYZE article_related')
}

async function existingOwners(client: pg.Client) {
  const ids = async (query: string) => (await client.query(query)).rows.map((row) => row.id as number)
  const pmsIds = await ids(`SELECT id FROM pmses WHERE slug LIKE 'archive-pms-%' ORDER BY id`)
  if (pmsIds.length === 0) return null
  return {
    pmsIds,
    authorIds: await ids(`SELECT id FROM authors WHERE slug LIKE 'writer-%' ORDER BY id`),
    categoryIds: await ids(`SELECT id FROM categories WHERE slug LIKE 'section-%' ORDER BY id`),
  }
}
