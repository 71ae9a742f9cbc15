import { askedFilters } from '../../../search/searchFilters'
import { firstValue, type MarkdownSitePage, paginated } from '../../sitePage'
import { SearchHtml } from './Html'
import { loadSearchPage, type SearchPage } from './load'
import { searchMarkdown } from './markdown'
import { searchMetadata, searchNotFoundMetadata } from './metadata'

/**
 * `/search?q=…&tag=…&pms=…&category=…&page=…`: ranked results over articles, PMS profiles, comparisons and the
 * glossary; narrowed by a filter, articles only.
 */
export const searchPage = {
  load: paginated((payload, { search }, page, baseUrl) =>
    loadSearchPage(
      payload,
      firstValue(search.q),
      askedFilters((name) => firstValue(search[name])),
      page,
      baseUrl,
    ),
  ),
  Html: SearchHtml,
  markdown: searchMarkdown,
  metadata: searchMetadata,
  notFoundMetadata: searchNotFoundMetadata,
} satisfies MarkdownSitePage<object, SearchPage>
