/**
 * The PMS directory (`/directory`): every published profile A–Z with its vendor, deployment and tagline, and how
 * much news there is about it (count and latest date). One statement; counts and dates come off the indexes of
 * public articles by PMS (migrations 20261126_100000 and 20261126_160000, made again by 20261203_120000).
 */
import type { Payload } from 'payload'

import { publicPmsesWithNews } from '../../../../content/pmses/publicPmses'
import { absolute, directoryPath, pmsPath } from '../../../../ground/paths'
import { DEPLOYMENT } from '../../pmsFacts'

interface DirectoryEntry {
  name: string
  url: string
  tagline: string | null
  vendor: string | null
  deployment: string | null
  articleCount: number
  latestAt: string | null
}

export interface PmsDirectory {
  url: string
  pmses: DirectoryEntry[]
}

export async function loadDirectory(payload: Payload, baseUrl: string): Promise<PmsDirectory> {
  return {
    url: absolute(baseUrl, directoryPath),
    pmses: (await publicPmsesWithNews(payload)).map((row) => ({
      name: row.name,
      url: absolute(baseUrl, pmsPath(row.slug)),
      tagline: row.tagline,
      vendor: row.vendor,
      deployment: row.deployment ? (DEPLOYMENT[row.deployment] ?? null) : null,
      articleCount: row.articleCount,
      latestAt: row.latestAt?.toISOString() ?? null,
    })),
  }
}
