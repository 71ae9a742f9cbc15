/**
 * What articles' addresses are made of, for the page-cache tags a change touches (src/features/contentChanges/changeTags.ts,
 * which runs these in the write's own transaction). `ids` is an SQL list of article ids, as `IN (…)` takes it.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/** The articles as they are now: rows `slug, pms, category, authors` (the relations' ids; every author of the byline). */
export const articleAddressFieldsOf = (ids: SQL): SQL => sql`
  SELECT slug, pms_id AS pms, category_id AS category,
    ARRAY(SELECT r.authors_id FROM articles_rels r WHERE r.parent_id = articles.id AND r.path = 'authors' AND r.authors_id IS NOT NULL) || author_id AS authors
  FROM articles WHERE id IN (${ids})`

/** The pages of the articles that have one: rows `pms, slug` (the PMS's slug and the article's). */
export const articlePageSlugsOf = (ids: SQL): SQL => sql`
  SELECT p.slug AS pms, a.slug FROM articles a JOIN pmses p ON p.id = a.pms_id
  WHERE a.id IN (${ids}) AND a.slug IS NOT NULL AND p.slug IS NOT NULL`

/**
 * The pages of the articles that list any of these articles as related (the lists publishing keeps in
 * `article_related`, src/features/publishing/related/relatedArticles.ts): rows `id, pms, slug`.
 */
export const pagesListingAsRelated = (ids: SQL): SQL => sql`
  SELECT a.id, p.slug AS pms, a.slug FROM article_related r
    JOIN articles a ON a.id = r.article_id JOIN pmses p ON p.id = a.pms_id
  WHERE r.related_id IN (${ids}) AND a.slug IS NOT NULL AND p.slug IS NOT NULL`
