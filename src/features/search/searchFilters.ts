/**
 * A reader's search narrowed by tag, PMS and category (docs/decisions/075-search-filters-and-moved-lists.md): which
 * ones a reader may choose (the public ones only, by the one visibility rule of each entity), and the slugs a request
 * names turned into the `ArticleSearchFilter` that every search reads. A slug naming nothing public, a hidden tag or
 * PMS among them, is `unknown` and narrows to nothing: the page says so, and reveals no more about it than about a
 * slug no record ever had.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ArticleSearchFilter } from '../../content/articles/articleSearch'
import { categoryNames } from '../../content/categories/publicCategories'
import { publicPmsNames } from '../../content/pmses/publicPmses'
import { publicTagNames } from '../../content/tags/publicTags'
import { preparedRows } from '../../ground/db/adapter'
import { isSlug } from '../../ground/lib/slugify'
import { SEARCH_FILTERS, type SearchFilterSlugs } from '../../ground/paths'

export type SearchFilterKind = (typeof SEARCH_FILTERS)[number]

interface FilterOption {
  id: number
  name: string
  slug: string
}

/** The choices of each filter, A–Z by name. */
export type FilterOptions = Record<SearchFilterKind, FilterOption[]>

export interface ResolvedFilters {
  /** What the search reads. */
  filter: ArticleSearchFilter
  /** The filters found, in the form's order. */
  active: Array<{ kind: SearchFilterKind; option: FilterOption }>
  /** The filters asked for that name nothing public, as asked. */
  unknown: Array<{ kind: SearchFilterKind; slug: string }>
}

const OPTIONS_OF = { tag: publicTagNames, pms: publicPmsNames, category: categoryNames }
const FILTER_FIELD = { tag: 'tagId', pms: 'pmsId', category: 'categoryId' } as const

/** The filters a request names: the first value of each, an empty one (the form's "any") left out. */
export function askedFilters(valueOf: (name: SearchFilterKind) => string | null): SearchFilterSlugs {
  const asked: SearchFilterSlugs = {}
  for (const kind of SEARCH_FILTERS) {
    const value = valueOf(kind)?.trim()
    if (value) asked[kind] = value
  }
  return asked
}

/**
 * Every choice of every filter, in one statement, prepared: every search page's miss runs it, and planning its three
 * visibility joins cost PostgreSQL four times what running them does.
 */
export async function loadFilterOptions(payload: Payload): Promise<FilterOptions> {
  const columns = SEARCH_FILTERS.map(
    (kind) =>
      sql`(SELECT coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'slug', x.slug) ORDER BY x.name, x.id), '[]'::json) FROM (${OPTIONS_OF[kind]}) x) AS ${sql.identifier(kind)}`,
  )
  const [row = {}] = await preparedRows<Partial<FilterOptions>>(payload, sql`SELECT ${sql.join(columns, sql`, `)}`)
  return { tag: row.tag ?? [], pms: row.pms ?? [], category: row.category ?? [] }
}

/** The filter the slugs asked for stand for among the choices; a slug that is none of them is unknown. */
export function resolveFilters(asked: SearchFilterSlugs, options: FilterOptions): ResolvedFilters {
  const resolved: ResolvedFilters = { filter: {}, active: [], unknown: [] }
  for (const kind of SEARCH_FILTERS) {
    const slug = asked[kind]
    if (slug === undefined) continue
    const option = isSlug(slug) ? options[kind].find((choice) => choice.slug === slug) : undefined
    if (option) {
      resolved.filter[FILTER_FIELD[kind]] = option.id
      resolved.active.push({ kind, option })
    } else resolved.unknown.push({ kind, slug })
  }
  return resolved
}
