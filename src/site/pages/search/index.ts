import { pageNumber } from '../../pageNumber'
import { firstValue, type MarkdownSitePage } from '../../sitePage'
import { SearchHtml } from './Html'
import { loadSearchPage, type SearchPage } from './load'
import { searchMarkdown } from './markdown'
import { searchMetadata, searchNotFoundMetadata } from './metadata'

/** `/search?q=…&page=…`: ranked results over articles, PMS profiles, comparisons and the glossary. */
export const searchPage = {
  async load(payload, { search }, baseUrl) {
    const page = pageNumber(search.page)
    return page === null ? null : loadSearchPage(payload, firstValue(search.q), page, baseUrl)
  },
  Html: SearchHtml,
  markdown: searchMarkdown,
  metadata: searchMetadata,
  notFoundMetadata: searchNotFoundMetadata,
} satisfies MarkdownSitePage<object, SearchPage>
