import type { Metadata } from 'next'

import type { ListingPage } from './load'

export const listingMetadata = (page: ListingPage): Metadata => ({
  title: page.name,
  description: page.description ?? undefined,
  alternates: { canonical: page.url },
})
