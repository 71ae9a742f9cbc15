/**
 * An article's byline: one or more authors, in order (docs/decisions/069-co-bylines.md). Payload keeps the list in
 * `articles_rels` (path `authors`, column `authors_id`, `order` from 1); the article's `author_id` is the first of
 * them, derived on every write, so that code reading only the lead author (an older instance during a rolling
 * deploy, the partial indexes of author listings) keeps working. Reads take the lead from `author_id` and the
 * others from the list, so a lead changed by an older instance still leads.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { z } from 'zod'

import { recordId } from '../fieldRules'

/** The most authors one byline names. */
export const MAX_AUTHORS = 10

/** The ids of a byline as machine writers give them: in order, one to ten, none twice. */
export const authorIdList = z
  .array(recordId)
  .min(1, 'must name at least one author')
  .max(MAX_AUTHORS, `must name at most ${MAX_AUTHORS} authors`)
  .refine((ids) => new Set(ids).size === ids.length, 'must not name an author twice')

/** An author as a byline shows them. */
export interface BylineAuthor {
  name: string
  slug: string
  fediverse_handle: string | null
}

/**
 * The byline of article `article` (an alias or row of the statement around it, with `id` and `author_id`) as a JSON
 * array of `BylineAuthor`s, in order: one probe of the rels table's parent index.
 */
export const bylineOf = (article: SQL): SQL => sql`(
  SELECT coalesce(json_agg(json_build_object('name', bau.name, 'slug', bau.slug, 'fediverse_handle', bau.fediverse_handle) ORDER BY named.position), '[]'::json)
  FROM (SELECT ${article}.author_id AS author_id, 0 AS position
        UNION ALL SELECT r.authors_id, r."order" FROM articles_rels r
        WHERE r.parent_id = ${article}.id AND r.path = 'authors' AND r.authors_id <> ${article}.author_id) named
    JOIN authors bau ON bau.id = named.author_id)`

/**
 * The ids of the articles `author` is named on (lead or not), as an array for `a.id = ANY (…)`: a probe of the rels
 * table's author index, and of the lead-author index for an article an older instance wrote without a list.
 */
export const articleIdsBylinedBy = (author: SQL): SQL => sql`ARRAY(
  SELECT r.parent_id FROM articles_rels r WHERE r.authors_id = ${author} AND r.path = 'authors'
  UNION SELECT la.id FROM articles la WHERE la.author_id = ${author})`
