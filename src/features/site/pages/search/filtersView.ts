/**
 * The search page's filters as both renderers show them (docs/decisions/075-search-filters-and-moved-lists.md): the
 * choices of each, the ones in force with an address that drops each, and the words that say what narrows the list.
 */
import type { FilterOptions, ResolvedFilters, SearchFilterKind } from '../../../search/searchFilters'
import { SEARCH_FILTERS, type SearchFilterSlugs, searchPath } from '../../../../ground/paths'

/** How a filter is named: on its control, and in the sentence that says what narrows the results. */
const FILTER_LABELS: Record<SearchFilterKind, { label: string; any: string; narrows: (name: string) => string }> = {
  tag: { label: 'Tag', any: 'Any tag', narrows: (name) => `tagged “${name}”` },
  pms: { label: 'PMS', any: 'Any PMS', narrows: (name) => `about ${name}` },
  category: { label: 'Category', any: 'Any category', narrows: (name) => `in ${name}` },
}

/** An unknown slug is echoed at most this long, without control characters: it is whatever a URL held. */
const ECHOED_SLUG_LENGTH = 60
// eslint-disable-next-line no-control-regex -- control characters are what is dropped
const echoed = (slug: string) => slug.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, ECHOED_SLUG_LENGTH)

interface ShownFilter {
  kind: SearchFilterKind
  label: string
  /** The record's name; for an unknown filter, the slug asked for. */
  name: string
  slug: string
  /** The same search without this filter. */
  clearUrl: string
}

export interface SearchFiltersView {
  /** Each filter's choices, A–Z, and the one chosen. */
  controls: Array<{
    kind: SearchFilterKind
    label: string
    any: string
    chosen: string
    options: Array<{ name: string; slug: string }>
  }>
  active: ShownFilter[]
  /** Filters naming nothing the public may see: the search finds nothing while they stand. */
  unknown: ShownFilter[]
}

export function filtersView(query: string, options: FilterOptions, resolved: ResolvedFilters): SearchFiltersView {
  const slugs: SearchFilterSlugs = {}
  for (const { kind, option } of resolved.active) slugs[kind] = option.slug
  for (const { kind, slug } of resolved.unknown) slugs[kind] = slug
  const without = (kind: SearchFilterKind) => searchPath(query, 1, { ...slugs, [kind]: undefined })
  return {
    controls: SEARCH_FILTERS.map((kind) => ({
      kind,
      label: FILTER_LABELS[kind].label,
      any: FILTER_LABELS[kind].any,
      chosen: resolved.active.find((filter) => filter.kind === kind)?.option.slug ?? '',
      options: options[kind].map(({ name, slug }) => ({ name, slug })),
    })),
    active: resolved.active.map(({ kind, option }) => ({
      kind,
      label: FILTER_LABELS[kind].label,
      name: option.name,
      slug: option.slug,
      clearUrl: without(kind),
    })),
    unknown: resolved.unknown.map(({ kind, slug }) => ({
      kind,
      label: FILTER_LABELS[kind].label,
      name: echoed(slug),
      slug: echoed(slug),
      clearUrl: without(kind),
    })),
  }
}

/** "tagged “Cloud” about Harbor PMS": what the filters in force narrow the articles to; empty without any. */
export const narrowing = (view: SearchFiltersView): string =>
  view.active.map((filter) => FILTER_LABELS[filter.kind].narrows(filter.name)).join(' ')

/** Why nothing is found while unknown filters stand: `No tag “x” on PMS News.` for each. */
export const unknownMessage = (view: SearchFiltersView): string =>
  view.unknown
    .map((filter) => `No ${filter.label === 'PMS' ? 'PMS' : filter.label.toLowerCase()} “${filter.name}” on PMS News.`)
    .join(' ')
