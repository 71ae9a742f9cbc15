/**
 * The whole rule of a public tag (./publicVisibility.ts, docs/decisions/070-tags.md): its own half (not in the trash)
 * and at least one public article carrying it.
 */
import { type SQL, sql } from 'drizzle-orm'

import { publicArticle, publicOwnRuleSql } from './publicVisibility'

/**
 * A public tag, of `tags` aliased `alias`: one probe of `articles_rels` by tag, then the article and its PMS by their
 * keys.
 */
export const publicTag = (alias: string): SQL => sql`(${publicOwnRuleSql('tags', alias)} AND EXISTS (
  SELECT 1 FROM articles_rels tr JOIN articles ta ON ta.id = tr.parent_id JOIN pmses tp ON tp.id = ta.pms_id
  WHERE tr.tags_id = ${sql.identifier(alias)}.id AND tr.path = 'tags' AND ${publicArticle('ta', 'tp')}))`
