/**
 * The published PMS profiles A–Z with their taglines: the home page's directory and llms.txt's PMS section. One
 * statement, as the other public lists (articleSummaries.ts): it runs on every home and llms.txt miss.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedRows } from '../../db/adapter'
import { publicPms } from '../../db/publicVisibility'
import { absolute, pmsPath } from '../../paths'

export interface PmsDirectoryEntry {
  name: string
  url: string
  tagline: string | null
}

export async function loadPmsDirectory(payload: Payload, baseUrl: string): Promise<PmsDirectoryEntry[]> {
  const rows = await preparedRows(
    payload,
    sql`SELECT p.name, p.slug, p.tagline FROM pmses p WHERE ${publicPms('p')} ORDER BY p.name, p.id`,
  )
  return (rows as unknown as { name: string; slug: string; tagline: string | null }[]).map((row) => ({
    name: row.name,
    url: absolute(baseUrl, pmsPath(row.slug)),
    tagline: row.tagline,
  }))
}
