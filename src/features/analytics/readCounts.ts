/**
 * The site's read counts (`read_counts`, owned here): what ./readTally.ts settles, and the figures the cockpit shows.
 * A row is one day's reads of one page or document in one form by one kind of reader (by name, for agents) from one
 * referring host. An article's row names the article by id as well as by address, so its figures follow it when its
 * slug changes afterwards. A machine's rows carry its purpose, how many of their reads went where robots.txt asks that
 * reader away, and how many requests the site's policy refused (docs/decisions/079-agents-by-purpose.md).
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleOf, type SqlHolder } from '../../ground/db/adapter'
import { type PurposeReads, type PurposeRow, purposesOf } from './purposeFigures'
import type { ReadRow } from './readTally'

const rowsOf = async <Row>(payload: Payload, query: ReturnType<typeof sql>): Promise<Row[]> =>
  (await drizzleOf(payload).execute(query)).rows as Row[]

/** Adds the rows to the day's counts, in one statement; an article's address is resolved to its id here. */
export async function addReadCounts(payload: SqlHolder, rows: ReadRow[]): Promise<void> {
  if (rows.length === 0) return
  const column = <K extends keyof ReadRow>(key: K) => rows.map((row) => row[key])
  await drizzleOf(payload).execute(sql`
    INSERT INTO read_counts (day, path, article_id, format, kind, name, referrer, purpose, reads, disallowed, refused)
    SELECT r.day, r.path,
      (SELECT a.id FROM articles a JOIN pmses p ON p.id = a.pms_id
        WHERE r.path ~ '^/[^/]+/[^/]+$' AND p.slug = split_part(r.path, '/', 2) AND a.slug = split_part(r.path, '/', 3)
        LIMIT 1),
      r.format, r.kind, r.name, r.referrer, r.purpose, r.reads, r.disallowed, r.refused
    FROM unnest(${sql.param(column('day'))}::date[], ${sql.param(column('path'))}::text[],
      ${sql.param(column('format'))}::text[], ${sql.param(column('kind'))}::text[], ${sql.param(column('name'))}::text[],
      ${sql.param(column('referrer'))}::text[], ${sql.param(column('purpose'))}::text[],
      ${sql.param(column('reads'))}::bigint[], ${sql.param(column('disallowed'))}::bigint[],
      ${sql.param(column('refused'))}::bigint[])
      AS r(day, path, format, kind, name, referrer, purpose, reads, disallowed, refused)
    ON CONFLICT (day, path, format, kind, name, referrer, purpose) DO UPDATE SET reads = read_counts.reads + excluded.reads,
      disallowed = read_counts.disallowed + excluded.disallowed, refused = read_counts.refused + excluded.refused`)
}

/**
 * Forgets the days before the last `keepDays` (READ_COUNTS_KEEP_DAYS): a site run for years keeps a bounded table.
 * Returns how many rows went.
 */
export async function forgetReadCountsBefore(payload: SqlHolder, keepDays: number): Promise<number> {
  const result = await drizzleOf(payload).execute(
    sql`DELETE FROM read_counts WHERE day < current_date - ${keepDays}::int`,
  )
  return result.rowCount ?? 0
}

/**
 * What the read tally settles with (./readTally.ts): its rows added, and once a day in each process the days past
 * `keepDays` forgotten. Several instances may each forget them; the second finds nothing.
 */
export function readCountsSettlement(
  payload: SqlHolder,
  keepDays: number,
  today: () => string = () => new Date().toISOString().slice(0, 10),
): (rows: ReadRow[]) => Promise<void> {
  let forgottenOn: string | undefined
  return async (rows) => {
    await addReadCounts(payload, rows)
    const day = today()
    if (forgottenOn === day) return
    await forgetReadCountsBefore(payload, keepDays)
    forgottenOn = day
  }
}

interface DayReads {
  day: string
  people: number
  agents: number
}

export interface PageReads {
  path: string
  articleId: number | null
  title: string | null
  reads: number
}

export interface NamedReads {
  name: string
  reads: number
}

export interface ReadFigures {
  days: number
  total: { people: number; agents: number }
  perDay: DayReads[]
  topForPeople: PageReads[]
  topForAgents: PageReads[]
  formats: NamedReads[]
  kinds: NamedReads[]
  verifiedAgents: NamedReads[]
  declaredAgents: NamedReads[]
  referrers: NamedReads[]
  /** Machines' reads by purpose, with their agents and forms, and the ignored-robots and refused counts. */
  purposes: PurposeReads[]
}

const since = (days: number) => sql`current_date - ${days - 1}::int`
const number = (value: unknown) => Number(value ?? 0)

/** The figures of the last `days` days (today included), for the dashboard. */
export async function readFigures(payload: Payload, days = 30, top = 5): Promise<ReadFigures> {
  const from = since(days)
  const named = (where: ReturnType<typeof sql>, by: 'name' | 'format' | 'kind' | 'referrer', limit: number) =>
    rowsOf<{ name: string; reads: string }>(
      payload,
      sql`SELECT ${sql.raw(by)} AS name, sum(reads) AS reads FROM read_counts
        WHERE day >= ${from} AND ${where} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit}`,
    ).then((rows) => rows.map((row) => ({ name: row.name, reads: number(row.reads) })))
  const topPages = (people: boolean) =>
    rowsOf<{ path: string; article_id: number | null; title: string | null; reads: string }>(
      payload,
      sql`SELECT r.path, r.article_id, a.title, r.reads FROM (
          SELECT path, max(article_id) AS article_id, sum(reads) AS reads FROM read_counts
          WHERE day >= ${from} AND ${people ? sql`kind = 'person'` : sql`kind <> 'person'`}
          GROUP BY path ORDER BY 3 DESC, 1 LIMIT ${top}) r
        LEFT JOIN articles a ON a.id = r.article_id ORDER BY r.reads DESC, r.path`,
    ).then((rows) =>
      rows.map((row) => ({ path: row.path, articleId: row.article_id, title: row.title, reads: number(row.reads) })),
    )
  const [perDay, topForPeople, topForAgents, formats, kinds, verifiedAgents, declaredAgents, referrers, purposeRows] =
    await Promise.all([
      rowsOf<{ day: string; people: string; agents: string }>(
        payload,
        sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            coalesce(sum(r.reads) FILTER (WHERE r.kind = 'person'), 0) AS people,
            coalesce(sum(r.reads) FILTER (WHERE r.kind <> 'person'), 0) AS agents
          FROM generate_series(${from}, current_date, interval '1 day') AS d(day)
          LEFT JOIN read_counts r ON r.day = d.day
          GROUP BY d.day ORDER BY d.day`,
      ),
      topPages(true),
      topPages(false),
      named(sql`true`, 'format', 10),
      named(sql`true`, 'kind', 10),
      named(sql`kind = 'verified-agent'`, 'name', top),
      named(sql`kind = 'declared-agent'`, 'name', top),
      named(sql`referrer <> ''`, 'referrer', top),
      rowsOf<PurposeRow>(
        payload,
        sql`SELECT purpose, name, format, sum(reads) AS reads, sum(disallowed) AS disallowed, sum(refused) AS refused
          FROM read_counts WHERE day >= ${from} AND purpose <> '' GROUP BY 1, 2, 3`,
      ),
    ])
  const days_ = perDay.map((row) => ({ day: row.day, people: number(row.people), agents: number(row.agents) }))
  return {
    days,
    total: {
      people: days_.reduce((sum, row) => sum + row.people, 0),
      agents: days_.reduce((sum, row) => sum + row.agents, 0),
    },
    perDay: days_,
    topForPeople,
    topForAgents,
    formats,
    kinds,
    verifiedAgents,
    declaredAgents,
    referrers,
    purposes: purposesOf(purposeRows, top),
  }
}

export interface ArticleReads {
  days: number
  people: number
  agents: number
  formats: NamedReads[]
  kinds: NamedReads[]
  purposes: PurposeReads[]
}

/** One article's figures of the last `days` days, for its edit view. */
export async function articleReadFigures(payload: Payload, articleId: number, days = 30): Promise<ArticleReads> {
  const [rows, purposeRows] = await Promise.all([
    rowsOf<{ format: string; kind: string; reads: string }>(
      payload,
      sql`SELECT format, kind, sum(reads) AS reads FROM read_counts
        WHERE article_id = ${articleId} AND day >= ${since(days)} GROUP BY format, kind`,
    ),
    rowsOf<PurposeRow>(
      payload,
      sql`SELECT purpose, name, format, sum(reads) AS reads, sum(disallowed) AS disallowed, sum(refused) AS refused
        FROM read_counts WHERE article_id = ${articleId} AND day >= ${since(days)} AND purpose <> '' GROUP BY 1, 2, 3`,
    ),
  ])
  const sumBy = (key: 'format' | 'kind') => {
    const sums = new Map<string, number>()
    for (const row of rows) sums.set(row[key], (sums.get(row[key]) ?? 0) + number(row.reads))
    return [...sums]
      .map(([name, reads]) => ({ name, reads }))
      .sort((a, b) => b.reads - a.reads || a.name.localeCompare(b.name))
  }
  const kinds = sumBy('kind')
  const people = kinds.find((kind) => kind.name === 'person')?.reads ?? 0
  return {
    days,
    people,
    agents: kinds.reduce((sum, kind) => sum + kind.reads, 0) - people,
    formats: sumBy('format'),
    kinds,
    purposes: purposesOf(purposeRows, 5),
  }
}
