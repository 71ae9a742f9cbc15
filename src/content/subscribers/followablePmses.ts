/** What a subscriber may follow: every public PMS (src/ground/db/publicVisibility.ts), and the ids a request's slugs name. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { publicPms } from '../../ground/db/publicVisibility'
import { validationFailed } from '../../ground/errors/AppError'

export interface FollowablePms {
  id: number
  slug: string
  name: string
}

/** Every public PMS, by name. */
export async function followablePmses(payload: Payload): Promise<FollowablePms[]> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT p.id, p.slug, p.name FROM pmses p WHERE ${publicPms('p')} ORDER BY lower(p.name)`,
  )
  return rows as unknown as FollowablePms[]
}

/** The ids of the PMSes `slugs` name; a slug of no public PMS is a 422 naming it. */
export async function followedPmsIds(payload: Payload, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return []
  const known = new Map((await followablePmses(payload)).map((pms) => [pms.slug, pms.id]))
  const unknown = slugs.filter((slug) => !known.has(slug))
  if (unknown.length > 0)
    throw validationFailed(unknown.map((slug) => ({ field: 'follow', message: `no PMS has the slug "${slug}"` })))
  return slugs.map((slug) => known.get(slug)!)
}
