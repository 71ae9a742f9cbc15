/**
 * The redirects the router answers (src/server/redirects/redirectMap.ts), read whole: one statement, no Payload (the edge reads it over a plain pool, src/server/edge/). A
 * redirect whose `from` is now a public page's path is left out, so that a page that went live at an old address
 * (an article renamed back, a new PMS or tag taking an old slug) is never hidden behind it (docs/decisions/064-redirects.md).
 */
import { sql } from 'drizzle-orm'

import { drizzleOf, type SqlHolder } from '../../ground/db/adapter'
import { publicTag } from '../../ground/db/publicTag'
import { publicArticle, publicComparison, publicGlossaryTerm, publicPms } from '../../ground/db/publicVisibility'

export interface RedirectRow {
  from: string
  to: string
}

/** Every redirect no public page shadows. */
export async function liveRedirects(payload: SqlHolder): Promise<RedirectRow[]> {
  const result = await drizzleOf(payload).execute(sql`
    SELECT r."from", r."to" FROM redirects r
    WHERE NOT EXISTS (SELECT 1 FROM articles a JOIN pmses p ON p.id = a.pms_id
        WHERE r."from" = '/' || p.slug || '/' || a.slug AND ${publicArticle('a', 'p')})
      AND NOT EXISTS (SELECT 1 FROM pmses p WHERE r."from" = '/' || p.slug AND ${publicPms('p')})
      AND NOT EXISTS (SELECT 1 FROM glossary_terms g
        WHERE r."from" = '/glossary/' || g.slug AND ${publicGlossaryTerm('g')})
      AND NOT EXISTS (SELECT 1 FROM comparisons c WHERE r."from" = '/compare/' || c.slug AND ${publicComparison('c')})
      AND NOT EXISTS (SELECT 1 FROM authors u WHERE r."from" = '/authors/' || u.slug)
      AND NOT EXISTS (SELECT 1 FROM categories c WHERE r."from" = '/categories/' || c.slug)
      AND NOT EXISTS (SELECT 1 FROM tags t WHERE r."from" = '/tags/' || t.slug AND ${publicTag('t')})`)
  return result.rows as unknown as RedirectRow[]
}
