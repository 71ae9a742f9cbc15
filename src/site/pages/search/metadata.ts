import type { Metadata } from 'next'

import { searchIndexPath } from '../../paths'
import type { SearchPage } from './load'

// Result pages are for readers, not for search engines' indexes.
const ROBOTS: Metadata['robots'] = { index: false, follow: true }

export const searchMetadata = (page: SearchPage): Metadata => ({
  title: page.query ? `Search: ${page.query}` : 'Search',
  robots: ROBOTS,
  alternates: { canonical: page.url },
})

/** A page number past the last page of results. */
export const searchNotFoundMetadata: Metadata = { title: 'Search', robots: ROBOTS, alternates: { canonical: searchIndexPath } }
