/**
 * The PMS directory (`/directory`): every published profile A–Z with its vendor, deployment and tagline, and how
 * much news there is about it (count and latest date). One statement; counts and dates come off the indexes of
 * public articles by PMS (migrations 20261126_100000 and 20261126_160000).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedRows } from '../../../db/adapter'
import { publicArticleOwnRule, publicPms } from '../../../db/publicVisibility'
import { absolute, directoryPath, pmsPath } from '../../../paths'
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

interface Row {
  name: string
  slug: string
  tagline: string | null
  vendor: string | null
  deployment: string | null
  article_count: number | string
  latest_at: Date | string | null
}

export async function loadDirectory(payload: Payload, baseUrl: string): Promise<PmsDirectory> {
  const rows = await preparedRows(
    payload,
    sql`
    SELECT p.name, p.slug, p.tagline, p.vendor, p.deployment,
      (SELECT count(*) FROM articles a WHERE a.pms_id = p.id AND ${publicArticleOwnRule('a')}) AS article_count,
      (SELECT a.published_at FROM articles a WHERE a.pms_id = p.id AND ${publicArticleOwnRule('a')} ORDER BY a.published_at DESC, a.id DESC LIMIT 1) AS latest_at
    FROM pmses p
    WHERE ${publicPms('p')}
    ORDER BY p.name, p.id`,
  )
  return {
    url: absolute(baseUrl, directoryPath),
    pmses: (rows as unknown as Row[]).map((row) => ({
      name: row.name,
      url: absolute(baseUrl, pmsPath(row.slug)),
      tagline: row.tagline,
      vendor: row.vendor,
      deployment: row.deployment ? (DEPLOYMENT[row.deployment] ?? null) : null,
      articleCount: Number(row.article_count),
      latestAt: row.latest_at === null ? null : new Date(row.latest_at).toISOString(),
    })),
  }
}
