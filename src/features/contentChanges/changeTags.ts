/**
 * The page-cache tags a committed change touches (./cacheTags.ts; the rules: docs/decisions/029). Read in the
 * write's own transaction where it has one, since the slugs of old and new relations and the articles that list
 * a changed article as related are only in the database. The statements are the entities' own
 * (src/content/articles/articleAddresses.ts and the PMSes', categories' and authors' slugs), composed here.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import {
  articleAddressFieldsOf,
  articlePageSlugsOf,
  pagesListingAsRelated,
} from '../../content/articles/articleAddresses'
import { authorSlugsOf } from '../../content/authors/authorSlugs'
import { categorySlugsOf } from '../../content/categories/categorySlugs'
import { pmsSlugsOf } from '../../content/pmses/pmsSlugs'
import { tagSlugsOf } from '../../content/tags/tagSlugs'
import { articleSitemapOf } from '../../ground/paths'
import { EVERY, EVERYTHING, ONE, REDIRECTS, TAG_OF, tagsOfPath, UNMAPPED } from './cacheTags'
import { relationId } from '../../ground/lib/relationId'

export type RowsOf = (query: SQL) => Promise<Array<Record<string, unknown>>>

/** The fields of a changed document that its tags depend on, whichever collection it is of. */
interface ChangedDoc {
  id?: unknown
  slug?: unknown
  pms?: unknown
  category?: unknown
  author?: unknown
  authors?: unknown
  tags?: unknown
  article?: unknown
  /** A redirect's old address. */
  from?: unknown
}

type Doc = ChangedDoc | null | undefined

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
 * What every list of articles shows: the home page, the archive, the corrections page, the PMS directory (its counts and latest dates), the
 * feed, the sitemap index and pages, the news sitemap, llms.txt and llms-full.txt, search results.
 */
const ARTICLE_LISTS = [
  ONE.home,
  ONE.news,
  // Its corrections and updates, or their article going out of public view.
  ONE.corrections,
  ONE.directory,
  ONE.feed,
  ONE.sitemap,
  ONE.newsSitemap,
  ONE.llmsTxt,
  ONE.llmsFullTxt,
  ONE.search,
  UNMAPPED,
]

interface ArticleState {
  slug: string | null
  pms: number | null
  category: number | null
  /** Every author of its byline, the lead among them (src/content/articles/byline.ts). */
  authors: number[]
  /** Its tags' ids, where the change gave them; those it carries now are read anyway. */
  tags?: Array<number | null>
}

const articleStateOf = (doc: Doc): ArticleState => ({
  slug: slugOf(doc),
  pms: relationId(doc?.pms),
  category: relationId(doc?.category),
  authors: [...(Array.isArray(doc?.authors) ? doc.authors : []), doc?.author]
    .map(relationId)
    .filter((id): id is number => id !== null),
  tags: Array.isArray(doc?.tags) ? doc.tags.map(relationId) : [],
})

/**
 * An article changed, from each of `states` (before and after) to the next: its page at every address it had, the
 * hub, category, tag and author listings of each (and their feeds), the pages that list it as related, the sitemap of its id range, and
 * every list of articles.
 */
async function articleTags(rowsOf: RowsOf, articleIds: number[], states: ArticleState[]): Promise<string[]> {
  // One round trip, of the entities' own statements.
  const rows = (await rowsOf(sql`
    SELECT 'pms' AS kind, x.id, x.slug FROM (${pmsSlugsOf(idList(states.map((state) => state.pms)))}) x
    UNION ALL SELECT 'category', x.id, x.slug FROM (${categorySlugsOf(idList(states.map((state) => state.category)))}) x
    UNION ALL SELECT 'author', x.id, x.slug FROM (${authorSlugsOf(idList(states.flatMap((state) => state.authors)))}) x
    UNION ALL SELECT 'tag', x.id, x.slug FROM (${tagSlugsOf(idList(states.flatMap((state) => state.tags ?? [])), idList(articleIds))}) x
    UNION ALL SELECT 'referrer', x.id, x.pms || '/' || x.slug FROM (${pagesListingAsRelated(idList(articleIds))}) x`)) as Array<{
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
    if (pms) tags.add(TAG_OF.hub(pms))
    if (pms && state.slug) tags.add(TAG_OF.article(pms, state.slug))
    if (category) tags.add(TAG_OF.category(category))
    for (const id of state.authors) {
      const author = slug('author', id)
      if (author) tags.add(TAG_OF.author(author))
    }
  }
  // Its tags' pages and feeds, before and after (docs/decisions/070-tags.md).
  for (const row of rows) if (row.kind === 'tag' && row.slug) tags.add(TAG_OF.tag(row.slug))
  for (const row of rows) {
    // A referrer's `slug` is `{pms}/{article}`: slugs hold no slash.
    const [pms, article] = row.kind === 'referrer' && row.slug ? row.slug.split('/') : []
    if (pms && article) tags.add(TAG_OF.article(pms, article))
  }
  return [...tags]
}

/** Articles changed outside a collection hook (the publishing tasks): as they are now in the database. */
export async function tagsOfArticlesNow(rowsOf: RowsOf, articleIds: number[]): Promise<string[]> {
  const rows = (await rowsOf(articleAddressFieldsOf(idList(articleIds)))) as unknown as ArticleState[]
  return articleTags(rowsOf, articleIds, rows)
}

/**
 * The pages of these articles only, and llms-full.txt, which carries them whole: a change to what they show of others
 * (their related articles, the replies an editor approved).
 */
export async function tagsOfArticlePages(rowsOf: RowsOf, articleIds: number[]): Promise<string[]> {
  const rows = (await rowsOf(articlePageSlugsOf(idList(articleIds)))) as Array<{
    pms: string
    slug: string
  }>
  const pages = rows.map((row) => TAG_OF.article(row.pms, row.slug))
  return pages.length > 0 ? [...pages, ONE.llmsFullTxt] : []
}

/** A change to a record of `collection` from `before` to `after` (either absent on create or delete). */
export async function tagsOfChange(rowsOf: RowsOf, collection: string, before: Doc, after: Doc): Promise<string[]> {
  const slugs = [slugOf(before), slugOf(after)].filter((slug): slug is string => slug !== null)
  switch (collection) {
    case 'articles': {
      const id = relationId(after ?? before)
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
      const rows = (await rowsOf(pmsSlugsOf(idList([relationId(before?.pms), relationId(after?.pms)])))) as Array<{
        slug: string | null
      }>
      return [...rows.flatMap((row) => (row.slug ? [TAG_OF.hub(row.slug)] : [])), UNMAPPED]
    }
    case 'social-replies': {
      // A reply shows on its article's page only.
      const ids = [relationId(before?.article), relationId(after?.article)].filter((id): id is number => id !== null)
      return tagsOfArticlePages(rowsOf, [...new Set(ids)])
    }
    case 'redirects': {
      // What a cache kept at a `from` before it redirected (a 404, a page since renamed) must go.
      // That page alone: not its family's (every article), which a redirect does not change.
      const families: readonly string[] = Object.values(EVERY)
      const froms = [before?.from, after?.from].filter((from): from is string => typeof from === 'string')
      return [REDIRECTS, ...froms.flatMap(tagsOfPath).filter((tag) => !families.includes(tag))]
    }
    default:
      // PMSes, categories, authors and images show on pages of every kind, and change rarely.
      return [EVERYTHING]
  }
}
