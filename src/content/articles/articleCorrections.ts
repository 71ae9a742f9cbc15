/**
 * Corrections and updates of published articles (docs/decisions/073-corrections.md): dated notes an editor adds,
 * kept as the article's `corrections` array (tables `articles_corrections` and its versions' twin). Their kinds and
 * words, the rule a new note is dated by, and the SQL that reads them beside a page's own statement (one correlated
 * subquery, no extra round trip) and for the public list of them (`/corrections`).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'

import { preparedRows } from '../../ground/db/adapter'
import { publicArticle } from '../../ground/db/publicVisibility'
import { text } from '../fieldRules'

export const CORRECTION_KINDS = ['correction', 'update'] as const
export type CorrectionKind = (typeof CORRECTION_KINDS)[number]

/** How a note is named where it shows: "Correction, 2 Dec 2026: …". */
export const CORRECTION_LABELS: Record<CorrectionKind, string> = { correction: 'Correction', update: 'Update' }

/** The longest note: a paragraph, not an article. */
const CORRECTION_MAX_LENGTH = 2_000

/** What a writer sends to add a note (REST, MCP; the cockpit's array field checks the same). */
export const correctionInputSchema = z.object({
  kind: z.enum(CORRECTION_KINDS).describe('"correction" fixes an error; "update" adds what happened since'),
  text: text
    .trim()
    .min(1, 'must not be empty')
    .max(CORRECTION_MAX_LENGTH, `must be at most ${CORRECTION_MAX_LENGTH} characters`)
    .describe('The note as readers see it, e.g. "An earlier version misstated the price."'),
})
export type CorrectionInput = z.infer<typeof correctionInputSchema>

/** A note as pages, feeds and answers show it; `date` is when it was added (ISO 8601). */
export interface CorrectionNote {
  kind: CorrectionKind
  text: string
  date: string
}

/** A stored row of the array as Payload hands it to hooks. */
export interface CorrectionRow {
  id?: string | null
  kind?: string | null
  text?: string | null
  date?: string | null
}

/**
 * The rows a save keeps, dated by the server: a row the public article already had keeps its date; a new one is
 * dated `now` (never a date a writer sent, so no note can be back-dated), or left undated in a draft, which publishing
 * dates. `keepGiven`: a restore or an import of notes dated where they were made.
 */
export function datedCorrections(
  rows: readonly CorrectionRow[],
  published: readonly CorrectionRow[],
  { now, draft, keepGiven }: { now: Date; draft: boolean; keepGiven: boolean },
): { rows: CorrectionRow[]; added: number } {
  const dates = new Map(published.flatMap((row) => (row.id && row.date ? [[row.id, row.date] as const] : [])))
  let added = 0
  const dated = rows.map((row) => {
    const kept = row.id ? dates.get(row.id) : undefined
    if (kept) return { ...row, date: kept }
    if (keepGiven && row.date) return row
    added += 1
    return { ...row, date: draft ? null : now.toISOString() }
  })
  return { rows: dated, added }
}

/** Newest first, as every list of notes shows them. */
export const newestFirst = (notes: readonly CorrectionNote[]): CorrectionNote[] =>
  [...notes].sort((a, b) => b.date.localeCompare(a.date))

/** The dated notes of article `article` (an alias or a row of the outer statement) as a JSON array, newest first. */
export const correctionsOf = (article: SQL) => sql`(
  SELECT coalesce(json_agg(json_build_object('kind', cr.kind, 'text', cr.text, 'date', cr.date) ORDER BY cr.date DESC, cr._order DESC), '[]'::json)
  FROM articles_corrections cr WHERE cr._parent_id = ${article}.id AND cr.date IS NOT NULL)`

/** Parses what `correctionsOf` gave (dates as ISO 8601 in UTC). */
export const correctionNotesOf = (value: unknown): CorrectionNote[] =>
  Array.isArray(value)
    ? (value as Array<{ kind: CorrectionKind; text: string; date: string }>).map((note) => ({
        kind: note.kind,
        text: note.text,
        date: new Date(note.date).toISOString(),
      }))
    : []

/** A note on the public list, with its article's address parts. */
export interface ListedCorrection extends CorrectionNote {
  articleId: number
  title: string
  slug: string
  pmsSlug: string
}

/**
 * Page `page` of the notes of public articles, newest first, and how many there are: a hidden article's notes never
 * show (the one definition of public, src/ground/db/publicVisibility.ts).
 */
export async function publicCorrections(
  payload: Payload,
  page: number,
  perPage: number,
): Promise<{ notes: ListedCorrection[]; total: number }> {
  const rows = await preparedRows<{
    article_id: number
    title: string
    slug: string
    pms_slug: string
    kind: CorrectionKind
    text: string
    date: Date | string
    total: string | number
  }>(
    payload,
    sql`
    SELECT a.id AS article_id, a.title, a.slug, p.slug AS pms_slug, cr.kind, cr.text, cr.date, count(*) OVER () AS total
    FROM articles_corrections cr JOIN articles a ON a.id = cr._parent_id JOIN pmses p ON p.id = a.pms_id
    WHERE cr.date IS NOT NULL AND ${publicArticle('a', 'p')}
    ORDER BY cr.date DESC, a.id DESC, cr._order DESC
    LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  )
  return {
    notes: rows.map((row) => ({
      articleId: row.article_id,
      title: row.title,
      slug: row.slug,
      pmsSlug: row.pms_slug,
      kind: row.kind,
      text: row.text,
      date: new Date(row.date).toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
  }
}

/**
 * The corrections page, for the sitemap (src/features/discovery/loadSitemapPages.ts), as one part of its statement: a
 * row when a public article has a note, `changed` at the newest note's date, as the page's top line changed then.
 */
export const correctionsPageChanged: SQL = sql`
  SELECT '' AS slug, max(cr.date) AS changed, NULL::timestamptz AS newest_article
  FROM articles_corrections cr JOIN articles a ON a.id = cr._parent_id JOIN pmses p ON p.id = a.pms_id
  WHERE cr.date IS NOT NULL AND ${publicArticle('a', 'p')}
  HAVING max(cr.date) IS NOT NULL`
