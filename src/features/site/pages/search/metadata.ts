import type { PageHead } from '../../pageHead'
import { searchIndexPath } from '../../../../ground/paths'
import type { SearchPage } from './load'

// Result pages are for readers, not for search engines' indexes.
const ROBOTS: PageHead['robots'] = { index: false, follow: true }

export const searchMetadata = (page: SearchPage): PageHead => ({
  title: page.query ? `Search: ${page.query}` : 'Search',
  robots: ROBOTS,
  canonical: page.url,
})

/** A page number past the last page of results. */
export const searchNotFoundMetadata: PageHead = { title: 'Search', robots: ROBOTS, canonical: searchIndexPath }
