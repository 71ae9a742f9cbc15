import type { PageHead } from '../../pageHead'
import type { ListingPage } from './load'

export const listingMetadata = (page: ListingPage): PageHead => ({
  title: page.name,
  description: page.description ?? undefined,
  canonical: page.url,
})
