/**
 * The trash's side of what is public (./publicVisibility.ts, docs/decisions/066-trash.md): a record put in the trash
 * that the one rule would otherwise show.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { publicOwnRuleSql } from './publicVisibility'

const column = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`

/**
 * A record that would be public were it not in the trash, and is in it (its own row, or for an article its PMS's):
 * of `table` aliased `alias`, an article also joined to its PMS aliased `pms`. Its addresses answer 410 Gone while it
 * waits there; a draft put in the trash was never public, and its address stays a plain 404.
 */
export function publicButTrashed(collection: 'pmses' | 'comparisons' | 'glossary-terms', alias: string): SQL
export function publicButTrashed(collection: 'articles', alias: string, pms: string): SQL
export function publicButTrashed(
  collection: 'articles' | 'pmses' | 'comparisons' | 'glossary-terms',
  alias: string,
  pms?: string,
): SQL {
  const trashed = (name: string) => sql`${column(name, 'deleted_at')} IS NOT NULL`
  const own = publicOwnRuleSql(collection, alias, { butForTheTrash: true })
  if (collection !== 'articles' || !pms) return sql`(${own} AND ${trashed(alias)})`
  const pmsRule = publicOwnRuleSql('pmses', pms, { butForTheTrash: true })
  return sql`(${own} AND ${pmsRule} AND (${trashed(alias)} OR ${trashed(pms)}))`
}
