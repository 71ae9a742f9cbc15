/**
 * One statement made of several SELECTs that give the same columns, each written by the module that owns its tables
 * (docs/decisions/043): a caller that lists several entities' rows composes them into one round trip without
 * writing SQL of its own.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * The rows of each part in turn, each with the index of its part (`part`, from 0), and within a part ordered by the
 * column `orderWithin`.
 */
export function statementOfParts(parts: readonly SQL[], orderWithin: string): SQL {
  const tagged = parts.map(
    (part, index) => sql`SELECT ${sql.raw(String(index))} AS part, part_rows.* FROM (${part}) part_rows`,
  )
  return sql`${sql.join(tagged, sql` UNION ALL `)} ORDER BY part, ${sql.identifier(orderWithin)}`
}
