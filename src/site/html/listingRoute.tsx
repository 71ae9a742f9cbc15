import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload, type Payload } from 'payload'
import { cache } from 'react'

import { env } from '@/env'

import type { ListingPage } from '../loaders/loadListingPages'
import { pageNumber } from '../pageNumber'
import { Listing } from './ListingPage'

export interface ListingRouteProps {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

type ListingLoader = (payload: Payload, slug: string, page: number, baseUrl: string) => Promise<ListingPage | null>

/** The metadata and page of a paginated listing (`/categories/{slug}`, `/authors/{slug}`), from its loader. */
export function listingRoute(load: ListingLoader) {
  const loadPage = cache(async (slug: string, page: number) => load(await getPayload({ config }), slug, page, env.baseUrl))
  const pageFor = async ({ params, searchParams }: ListingRouteProps) => {
    const page = pageNumber((await searchParams).page)
    return page === null ? null : loadPage((await params).slug, page)
  }
  return {
    async generateMetadata(props: ListingRouteProps): Promise<Metadata> {
      const page = await pageFor(props)
      return page ? { title: page.name, description: page.description ?? undefined, alternates: { canonical: page.url } } : { title: 'Not found' }
    },
    async Page(props: ListingRouteProps) {
      const page = await pageFor(props)
      if (!page) notFound()
      return <Listing page={page} />
    },
  }
}
