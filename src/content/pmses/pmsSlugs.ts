import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/** The slugs of the PMS profiles whose ids `ids` lists (an SQL list, as `IN (…)` takes it): rows `id, slug`. */
export const pmsSlugsOf = (ids: SQL): SQL => sql`SELECT id, slug FROM pmses WHERE id IN (${ids})`
