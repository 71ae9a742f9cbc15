/**
 * Rows counted per day or week for the cockpit's charts, one statement over an index range: the table's owner says
 * which table, date column and rows (src/content/articles/articleFigures.ts, src/content/auditEvents/auditFigures.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleOf } from './adapter'

export interface CountAt {
  label: string
  value: number
}

/**
 * How many rows of `table` fall in each of the last `count` days or weeks (UTC) by `column`, oldest first, empty
 * periods included: the rows of the whole span are counted by period in one index range scan, then laid on the
 * calendar. `where` narrows the rows (a condition on the table's own columns).
 */
export async function countsPerPeriod(
  payload: Payload,
  {
    table,
    column,
    unit,
    count,
    where,
  }: { table: string; column: string; unit: 'day' | 'week'; count: number; where?: SQL },
): Promise<CountAt[]> {
  const at = sql.identifier(column)
  const { rows } = await drizzleOf(payload).execute(sql`
    WITH first AS (SELECT date_trunc(${unit}, now() AT TIME ZONE 'UTC') - ${`${count - 1} ${unit}s`}::interval AS start),
    counted AS (
      SELECT date_trunc(${unit}, ${at} AT TIME ZONE 'UTC') AS start, count(*)::int AS value FROM ${sql.identifier(table)}
      WHERE ${at} >= (SELECT start FROM first) AT TIME ZONE 'UTC' ${where ? sql`AND ${where}` : sql``} GROUP BY 1)
    SELECT to_char(spans.start, 'DD Mon') AS label, coalesce(counted.value, 0) AS value
    FROM generate_series((SELECT start FROM first), date_trunc(${unit}, now() AT TIME ZONE 'UTC'), ${`1 ${unit}`}::interval) AS spans(start)
      LEFT JOIN counted ON counted.start = spans.start
    ORDER BY spans.start`)
  return rows as unknown as CountAt[]
}
