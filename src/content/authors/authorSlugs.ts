import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/** The slugs of the authors whose ids `ids` lists (an SQL list, as `IN (…)` takes it): rows `id, slug`. */
export const authorSlugsOf = (ids: SQL): SQL => sql`SELECT id, slug FROM authors WHERE id IN (${ids})`
