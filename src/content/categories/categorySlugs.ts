import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/** The slugs of the categories whose ids `ids` lists (an SQL list, as `IN (…)` takes it): rows `id, slug`. */
export const categorySlugsOf = (ids: SQL): SQL => sql`SELECT id, slug FROM categories WHERE id IN (${ids})`
