/**
 * The page-cache tags a committed change touches (./cacheTags.ts; the rules: docs/decisions/029). Read in the
 * write's own transaction where it has one, since the slugs of old and new relations and the articles that list
 * a changed article as related are only in the database.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { articleSitemapOf } from '../paths'
import { EVERY, EVERYTHING, ONE, TAG_OF, UNMAPPED } from './cacheTags'

export type RowsOf = (query: SQL) => Promise<Array<Record<string, unknown>>>

type Doc = Record<string, unknown> | null | undefined

/** A relation as Payload hands it to hooks: an id, or the record at some depth. */
const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null
const slugOf = (doc: Doc) => (typeof doc?.slug === 'string' && doc.slug ? doc.slug : null)
const idList = (ids: Array<number | null>) => {
  const known = [...new Set(ids.filter((id): id is number => id !== null))]
  return known.length > 0
    ? sql.join(
        known.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`NULL`
}

/**
 * What every list of articles shows: the home page, the archive, the PMS directory (its counts and latest dates), the
 * feed, the sitemap index and pages, the news sitemap, llms.txt, search results.
 */
const ARTICLE_LISTS = [
  ONE.home,
  ONE.news,
  ONE.directory,
  ONE.feed,
  ONE.sitemap,
  ONE.newsSitemap,
  ONE.llmsTxt,
  ONE.search,
  UNMAPPED,
]

interface ArticleState {
  slug: string | null
  pms: number | null
  category: number | null
  author: number | null
}

const articleStateOf = (doc: Doc): ArticleState => ({
  slug: slugOf(doc),
  pms: idOf(doc?.pms),
  category: idOf(doc?.category),
  author: idOf(doc?.author),
})

/**
 * An article changed, from each of `states` (before and after) to the next: its page at every address it had, the
 * hub, category and author listings of each, the pages that list it as related, the sitemap of its id range, and
 * every list of articles.
 */
async function articleTags(rowsOf: RowsOf, articleIds: number[], states: ArticleState[]): Promise<string[]> {
  const rows = (await rowsOf(sql`
    SELECT 'pms' AS kind, id, slug FROM pmses WHERE id IN (${idList(states.map((state) => state.pms))})
    UNION ALL SELECT 'category', id, slug FROM categories WHERE id IN (${idList(states.map((state) => state.category))})
    UNION ALL SELECT 'author', id, slug FROM authors WHERE id IN (${idList(states.map((state) => state.author))})
    UNION ALL SELECT 'referrer', a.id, p.slug || '/' || a.slug FROM article_related r
      JOIN articles a ON a.id = r.article_id JOIN pmses p ON p.id = a.pms_id
      WHERE r.related_id IN (${idList(articleIds)}) AND a.slug IS NOT NULL AND p.slug IS NOT NULL`)) as Array<{
    kind: string
    id: number
    slug: string | null
  }>
  const slug = (kind: string, id: number | null) => rows.find((row) => row.kind === kind && row.id === id)?.slug ?? null
  const tags = new Set<string>(ARTICLE_LISTS)
  // The sitemap of its id range: an article never moves to another.
  for (const id of articleIds) tags.add(TAG_OF.articleSitemap(articleSitemapOf(id)))
  for (const state of states) {
    const pms = slug('pms', state.pms)
    const category = slug('category', state.category)
    const author = slug('author', state.author)
    if (pms) tags.add(TAG_OF.hub(pms))
    if (pms && state.slug) tags.add(TAG_OF.article(pms, state.slug))
    if (category) tags.add(TAG_OF.category(category))
    if (author) tags.add(TAG_OF.author(author))
  }
  for (const row of rows) {
    // A referrer's `slug` is `{pms}/{article}`: slugs hold no slash.
    const [pms, article] = row.kind === 'referrer' && row.slug ? row.slug.split('/') : []
    if (pms && article) tags.add(TAG_OF.article(pms, article))
  }
  return [...tags]
}

/** Articles changed outside a collection hook (the publishing tasks): as they are now in the database. */
export async function tagsOfArticlesNow(rowsOf: RowsOf, articleIds: number[]): Promise<string[]> {
  const rows = (await rowsOf(sql`
    SELECT slug, pms_id AS pms, category_id AS category, author_id AS author FROM articles WHERE id IN (${idList(articleIds)})`)) as unknown as ArticleState[]
  return articleTags(rowsOf, articleIds, rows)
}

/** The pages of these articles only: a change to what they show of others (their related articles). */
export async function tagsOfArticlePages(rowsOf: RowsOf, articleIds: number[]): Promise<string[]> {
  const rows = (await rowsOf(sql`
    SELECT p.slug AS pms, a.slug FROM articles a JOIN pmses p ON p.id = a.pms_id
    WHERE a.id IN (${idList(articleIds)}) AND a.slug IS NOT NULL AND p.slug IS NOT NULL`)) as Array<{
    pms: string
    slug: string
  }>
  return rows.map((row) => TAG_OF.article(row.pms, row.slug))
}

/** A change to a record of `collection` from `before` to `after` (either absent on create or delete). */
export async function tagsOfChange(rowsOf: RowsOf, collection: string, before: Doc, after: Doc): Promise<string[]> {
  const slugs = [slugOf(before), slugOf(after)].filter((slug): slug is string => slug !== null)
  switch (collection) {
    case 'articles': {
      const id = idOf(after ?? before)
      const tags = await articleTags(
        rowsOf,
        id === null ? [] : [id],
        [before, after].filter(Boolean).map(articleStateOf),
      )
      // A deleted article's related-list rows are gone by now: the pages that listed it are no longer known.
      return after ? tags : [...tags, EVERY.article]
    }
    case 'comparisons':
      // A hub lists its PMS's comparisons; comparisons are edited rarely, so every hub goes.
      return [
        ...slugs.map(TAG_OF.comparison),
        ONE.comparisons,
        ONE.home,
        EVERY.hub,
        ONE.sitemap,
        ONE.llmsTxt,
        ONE.search,
        UNMAPPED,
      ]
    case 'glossary-terms':
      // A term's page names its related terms, so every term page goes.
      return [
        ...slugs.map(TAG_OF.glossaryTerm),
        ONE.glossary,
        EVERY.glossaryTerm,
        ONE.home,
        ONE.sitemap,
        ONE.llmsTxt,
        ONE.search,
        UNMAPPED,
      ]
    case 'pr-links': {
      const rows = (await rowsOf(
        sql`SELECT slug FROM pmses WHERE id IN (${idList([idOf(before?.pms), idOf(after?.pms)])})`,
      )) as Array<{ slug: string | null }>
      return [...rows.flatMap((row) => (row.slug ? [TAG_OF.hub(row.slug)] : [])), UNMAPPED]
    }
    default:
      // PMSes, categories, authors and images show on pages of every kind, and change rarely.
      return [EVERYTHING]
  }
}
