/**
 * Whether public content shows a stored image, by the one rule of what is public (./publicVisibility.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { publicArticle, publicComparison, publicGlossaryTerm, publicOwnRuleSql, publicPms } from './publicVisibility'

/**
 * Whether public content shows a stored image, so that its files (the image and each of its sizes) are anyone's to
 * load (docs/decisions/059-media-files-public-by-use.md): a public article as its image, by its address, in its
 * body or as the thumbnail of a video it embeds (docs/decisions/076-video-thumbnails.md); a public PMS profile as its
 * logo or in its profile; an author (every one is public) as their avatar; a public comparison or glossary term in its
 * text; a newsletter issue that went out (or is going) in its intro. Any other image is staff's: a draft's, one
 * uploaded and not yet used, one whose article was unpublished.
 *
 * `id` is the image's record and `paths` (a `text[]`) the `<directory>/<file>.webp` of its files, the image's and its
 * sizes', any of which a text may name, as `pmsnews_media_paths` finds them
 * (src/features/migrations/20261201_120000_media_paths.ts, whose indexes hold these very expressions, so that each
 * test is an index probe rather than a read of every body).
 */
export function publicMedia(id: SQL, paths: SQL): SQL {
  const names = (texts: SQL) => sql`public.pmsnews_media_paths(${texts}) && ${paths}`
  return sql`(
    EXISTS (SELECT 1 FROM articles ma JOIN pmses mp ON mp.id = ma.pms_id
      WHERE (ma.image_id = ${id} OR ${names(sql`ma.body, ma.featured_image, ma.embeds::text`)}) AND ${publicArticle('ma', 'mp')})
    OR EXISTS (SELECT 1 FROM pmses mp WHERE (mp.logo_id = ${id} OR ${names(sql`mp.profile`)}) AND ${publicPms('mp')})
    OR EXISTS (SELECT 1 FROM authors mu WHERE mu.avatar_id = ${id} AND ${publicOwnRuleSql('authors', 'mu')})
    OR EXISTS (SELECT 1 FROM comparisons mc WHERE ${names(sql`mc.body`)} AND ${publicComparison('mc')})
    OR EXISTS (SELECT 1 FROM glossary_terms mg WHERE ${names(sql`mg.body`)} AND ${publicGlossaryTerm('mg')})
    OR EXISTS (SELECT 1 FROM newsletter_issues mn WHERE ${names(sql`mn.intro`)} AND mn.status IN ('sending', 'sent')))`
}
