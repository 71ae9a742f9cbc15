/**
 * Where an article is live, and which article is live at an address, by the one rule of what the public sees (src/ground/db/publicVisibility.ts), read from the
 * public row: a newer draft does not move the live page, and an article that is not public has no such address.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { publicArticle } from '../../ground/db/publicVisibility'
import { absolute, articlePath } from '../../ground/paths'

export async function publicArticleUrl(payload: Payload, id: number, baseUrl: string): Promise<string | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT a.slug, p.slug AS pms_slug FROM articles a JOIN pmses p ON p.id = a.pms_id
    WHERE a.id = ${id} AND ${publicArticle('a', 'p')}`)
  const row = rows[0] as { slug: string; pms_slug: string } | undefined
  return row ? absolute(baseUrl, articlePath(row.pms_slug, row.slug)) : null
}

/** The id of the public article whose page is `/{pmsSlug}/{articleSlug}`, or null. */
export async function publicArticleIdAt(
  payload: Payload,
  pmsSlug: string,
  articleSlug: string,
): Promise<number | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT a.id FROM articles a JOIN pmses p ON p.id = a.pms_id
    WHERE a.slug = ${articleSlug} AND p.slug = ${pmsSlug} AND ${publicArticle('a', 'p')}`)
  const row = rows[0] as { id: number } | undefined
  return row ? Number(row.id) : null
}
