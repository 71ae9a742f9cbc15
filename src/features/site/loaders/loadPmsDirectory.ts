/**
 * The published PMS profiles A–Z with their taglines: the home page's directory and llms.txt's PMS section. One
 * statement, as the other public lists (src/content/articles/articleSummaries.ts): it runs on every home and llms.txt miss.
 */
import type { Payload } from 'payload'

import { publicPmsesAToZ } from '../../../content/pmses/publicPmses'
import { absolute, pmsPath } from '../../../ground/paths'

export interface PmsDirectoryEntry {
  slug: string
  name: string
  url: string
  tagline: string | null
}

export async function loadPmsDirectory(payload: Payload, baseUrl: string): Promise<PmsDirectoryEntry[]> {
  return (await publicPmsesAToZ(payload)).map((row) => ({
    slug: row.slug,
    name: row.name,
    url: absolute(baseUrl, pmsPath(row.slug)),
    tagline: row.tagline,
  }))
}
