/**
 * The search page (`/search?q=`, narrowed by `&tag=`, `&pms=`, `&category=`): the query, the filters, a message, the
 * result count and one page of ranked results, each with its snippet as plain text segments (highlighted or not), so
 * that neither renderer ever has to trust markup that came out of the database. Filters without words list the
 * newest articles they let through (docs/decisions/075-search-filters-and-moved-lists.md).
 */
import type { Payload } from 'payload'

import { keptUntilContentChanges } from '../../../contentChanges/keptUntilContentChanges'
import { ARTICLE_CANDIDATE_LIMIT } from '../../../search/articleCandidates'
import { newestFiltered } from '../../../search/newestFiltered'
import { searchContent, type SearchResults } from '../../../search/searchContent'
import { loadFilterOptions, resolveFilters } from '../../../search/searchFilters'
import { HIGHLIGHT_END, HIGHLIGHT_START, type SearchResultType } from '../../../search/searchSnippets'
import { MIN_QUERY_LENGTH, parseSearchQuery } from '../../../search/searchQuery'
import { loadGlossaryEntries } from '../../loaders/glossaryEntries'
import { loadPmsDirectory } from '../../loaders/loadPmsDirectory'
import { absolute, searchIndexPath, type SearchFilterSlugs, searchPath } from '../../../../ground/paths'
import { filtersView, narrowing, type SearchFiltersView, unknownMessage } from './filtersView'

export const SEARCH_PAGE_SIZE = 10

interface SnippetPart {
  text: string
  highlighted: boolean
}

interface SearchResult {
  type: SearchResultType
  typeLabel: string
  title: string
  url: string
  date: string | null
  /** What the date is: an article's publication, a PMS's latest story, a comparison's last review. */
  dateLabel: string
  snippet: SnippetPart[]
}

/** Ways on when nothing matched: the PMSes and some glossary terms, by name. */
interface SearchSuggestions {
  pmses: Array<{ name: string; url: string }>
  terms: Array<{ name: string; url: string }>
}

export interface SearchPage {
  url: string
  query: string
  filters: SearchFiltersView
  /** Said above the results: how many, or why there are none. */
  message: string
  total: number
  /** True when more articles matched than were ranked: `total` is a lower bound. */
  more: boolean
  page: number
  totalPages: number
  /** The words searched instead, when the query as typed matched nothing. */
  correction: string | null
  results: SearchResult[]
  suggestions: SearchSuggestions | null
}

const DATE_LABELS: Record<SearchResultType, string> = {
  article: 'published',
  pms: 'latest story',
  comparison: 'last reviewed',
  'glossary-term': '',
}

/** Suggested glossary terms when nothing matched. */
const SUGGESTED_TERMS = 8

const TYPE_LABELS: Record<SearchResultType, string> = {
  article: 'Article',
  pms: 'PMS profile',
  comparison: 'Comparison',
  'glossary-term': 'Glossary term',
}

function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  for (const [index, piece] of snippet.split(HIGHLIGHT_START).entries()) {
    const [highlighted, rest] =
      index === 0 ? [null, piece] : [piece.split(HIGHLIGHT_END)[0]!, piece.split(HIGHLIGHT_END).slice(1).join('')]
    if (highlighted) parts.push({ text: highlighted, highlighted: true })
    if (rest) parts.push({ text: rest.replaceAll(HIGHLIGHT_END, ''), highlighted: false })
  }
  return parts
}

const counted = (total: number, more: boolean, noun: 'result' | 'article') =>
  more
    ? `More than ${total.toLocaleString('en')} ${noun}s`
    : total === 1
      ? `1 ${noun}`
      : `${total.toLocaleString('en')} ${noun}s`

function messageFor(query: string, searchable: boolean, found: SearchResults, filters: SearchFiltersView): string {
  const { total, correction, more } = found
  if (filters.unknown.length > 0)
    return `${unknownMessage(filters)} Remove ${filters.unknown.length === 1 ? 'it' : 'them'} to search again.`
  const among = filters.active.length > 0 ? ` among articles ${narrowing(filters)}` : ''
  if (!query && filters.active.length > 0) {
    if (total === 0) return `No articles ${narrowing(filters)}.`
    if (more)
      return `More than ${total.toLocaleString('en')} articles ${narrowing(filters)}: the ${total.toLocaleString('en')} newest are listed. Add words to narrow it down.`
    return `${counted(total, false, 'article')} ${narrowing(filters)}, newest first.`
  }
  if (!query)
    return `Type at least ${MIN_QUERY_LENGTH} characters to search articles, PMS profiles, comparisons and the glossary.`
  if (!searchable) return `"${query}" is too short: type at least ${MIN_QUERY_LENGTH} characters to search.`
  if (total === 0)
    return among
      ? `Nothing matches "${query}"${among}. Try fewer or other words, or remove a filter.`
      : `Nothing matches "${query}". Try fewer or other words, or start from a PMS or a term below.`
  const count = counted(total, more, 'result')
  if (correction) return `Nothing matches "${query}"${among}. ${count} for "${correction}" instead.`
  if (more)
    return `More than ${total.toLocaleString('en')} results for "${query}"${among}: the ${ARTICLE_CANDIDATE_LIMIT.toLocaleString('en')} newest matching articles are ranked. Add words to narrow it down.`
  return `${count} for "${query}"${among}.`
}

const NOTHING: SearchResults = { total: 0, more: false, hits: [], correction: null }

/** Null when `page` lies past the last page of results. */
export async function loadSearchPage(
  payload: Payload,
  rawQuery: string | null,
  asked: SearchFilterSlugs,
  page: number,
  baseUrl: string,
): Promise<SearchPage | null> {
  const query = parseSearchQuery(rawQuery)
  // Every search reads the same choices, and one that finds nothing the same suggestions: kept until content changes.
  const options = await keptUntilContentChanges('search:filter-options', () => loadFilterOptions(payload))
  const resolved = resolveFilters(asked, options)
  const filters = filtersView(query.text, options, resolved)
  // An unknown filter narrows to nothing; filters without words list the newest articles they let through.
  const found =
    resolved.unknown.length > 0
      ? NOTHING
      : !query.text && resolved.active.length > 0
        ? await newestFiltered(payload, page, SEARCH_PAGE_SIZE, resolved.filter)
        : await searchContent(payload, query, page, SEARCH_PAGE_SIZE, resolved.filter)
  if (page > 1 && found.hits.length === 0) return null
  const suggestions =
    query.searchable && found.total === 0 && filters.active.length === 0 && filters.unknown.length === 0
      ? await keptUntilContentChanges(`search:suggestions:${baseUrl}`, () => suggestionsFor(payload, baseUrl))
      : null
  const activeSlugs = Object.fromEntries(filters.active.map((filter) => [filter.kind, filter.slug]))
  return {
    url: absolute(
      baseUrl,
      query.text || filters.active.length > 0 ? searchPath(query.text, page, activeSlugs) : searchIndexPath,
    ),
    query: query.text,
    filters,
    message: messageFor(query.text, query.searchable, found, filters),
    total: found.total,
    more: found.more,
    page,
    totalPages: Math.max(1, Math.ceil(found.total / SEARCH_PAGE_SIZE)),
    correction: found.correction,
    results: found.hits.map((hit) => ({
      type: hit.type,
      typeLabel: TYPE_LABELS[hit.type],
      title: hit.title,
      url: absolute(baseUrl, hit.path),
      date: hit.date,
      dateLabel: DATE_LABELS[hit.type],
      snippet: snippetParts(hit.snippet),
    })),
    suggestions,
  }
}

async function suggestionsFor(payload: Payload, baseUrl: string): Promise<SearchSuggestions> {
  const [pmses, terms] = await Promise.all([
    loadPmsDirectory(payload, baseUrl),
    loadGlossaryEntries(payload, baseUrl, { latest: SUGGESTED_TERMS }),
  ])
  return {
    pmses: pmses.map((pms) => ({ name: pms.name, url: pms.url })),
    terms: terms.map((term) => ({ name: term.term, url: term.url })),
  }
}
