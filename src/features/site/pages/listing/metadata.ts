import type { PageHead } from '../../pageHead'
import { listPageUrl } from '../../../../ground/paths'
import type { ListingPage } from './load'

export const listingMetadata = (page: ListingPage): PageHead => ({
  title: page.name,
  description: page.description ?? undefined,
  canonical: listPageUrl(page.url, page.articles.page),
  feeds: page.feeds,
})
