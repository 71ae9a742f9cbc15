/**
 * An article as the publishing tasks read it afresh (docs/decisions/012-publishing-jobs.md): its text, what the
 * tasks wrote before (summary, social post), whether it is public by the one rule (src/ground/db/publicVisibility.ts), and
 * its PMS's name and slug.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { publicArticle } from '../../ground/db/publicVisibility'

export interface ArticleForPublishing {
  id: number
  title: string
  slug: string
  excerpt: string | null
  body: string
  isPublished: boolean
  publishedAt: Date | null
  summary: string | null
  summaryByEditor: boolean
  summarySourceHash: string | null
  socialPostUrl: string | null
  pmsName: string | null
  pmsSlug: string | null
}

export async function articleForPublishing(payload: Payload, id: number): Promise<ArticleForPublishing | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT a.id, a.title, a.slug, a.excerpt, a.body, a.summary, a.summary_by_editor, a.summary_source_hash, a.social_post_url, a.published_at,
           ${publicArticle('a', 'p')} AS live, p.name AS pms_name, p.slug AS pms_slug
    FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.id = ${id}`)
  const row = rows[0] as Record<string, unknown> | undefined
  if (!row) return null
  return {
    id: row.id as number,
    title: row.title as string,
    slug: row.slug as string,
    excerpt: row.excerpt as string | null,
    body: row.body as string,
    isPublished: row.live === true,
    publishedAt: row.published_at ? new Date(row.published_at as string) : null,
    summary: row.summary as string | null,
    summaryByEditor: row.summary_by_editor === true,
    summarySourceHash: row.summary_source_hash as string | null,
    socialPostUrl: row.social_post_url as string | null,
    pmsName: row.pms_name as string | null,
    pmsSlug: row.pms_slug as string | null,
  }
}
