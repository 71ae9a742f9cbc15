/**
 * A large, realistic-looking archive for the benchmarks: `count` published articles spread over a dozen PMSes, a
 * few authors and categories, with varied titles, excerpts and markdown bodies of a few hundred words. Deterministic
 * (a seeded generator), inserted in batches of a thousand rows.
 */
import type pg from 'pg'

const SUBJECTS = ['mobile keys', 'a channel manager', 'revenue management', 'contactless check-in', 'a booking engine', 'housekeeping', 'POS', 'guest messaging', 'open APIs', 'group blocks', 'night audit', 'payments']
const VERBS = ['adds', 'launches', 'expands', 'rebuilds', 'certifies', 'opens', 'retires', 'prices']
const PLACES = ['in Lisbon', 'for boutique hotels', 'across Europe', 'for hostels', 'in the Nordics', 'for resorts', 'for chains', 'in Asia Pacific']

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

/** Adds `count` articles, numbered on from `from` (so that an archive can be grown in steps). */
export async function generateArticles(client: pg.Client, count: number, from = 0): Promise<void> {
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
    authorIds.push((await client.query(`INSERT INTO authors (name, slug, updated_at, created_at) VALUES ($1, $2, now(), now()) RETURNING id`, [`Writer ${i}`, `writer-${i}`])).rows[0].id)
    categoryIds.push((await client.query(`INSERT INTO categories (name, slug, updated_at, created_at) VALUES ($1, $2, now(), now()) RETURNING id`, [`Section ${i}`, `section-${i}`])).rows[0].id)
  }
  const BATCH = 1000
  for (let start = from; start < from + count; start += BATCH) {
    const values: unknown[] = []
    const rows: string[] = []
    for (let n = start; n < Math.min(from + count, start + BATCH); n += 1) {
      const subject = pick(SUBJECTS)
      const title = `${pick(['Harbor', 'Nordlys', 'Roomcraft', 'Tidewater', 'Apartio', 'Stayline'])} ${pick(VERBS)} ${subject} ${pick(PLACES)} (${n + 1})`
      const excerpt = `The update brings ${subject} to more properties. Hotels ${pick(PLACES)} get it first, and pricing follows in the spring.`
      const paragraphs = Array.from({ length: 4 + Math.floor(next() * 4) }, () => `Hotels using ${subject} report ${Math.floor(next() * 40)} percent fewer manual steps. `.repeat(4))
      const body = `## What changes\n\n${paragraphs.join('\n\n')}\n\n- availability ${n}\n- rates\n`
      const base = values.length
      values.push(title, `archive-story-${n + 1}`, excerpt, body, pick(pmsIds), pick(authorIds), pick(categoryIds), new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString())
      rows.push(`($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}, true, $${base + 8}, now(), now())`)
    }
    await client.query(
      `INSERT INTO articles (title, slug, excerpt, body, pms_id, author_id, category_id, is_published, published_at, updated_at, created_at) VALUES ${rows.join(', ')}`,
      values,
    )
  }
  await client.query('ANALYZE')
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
