import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { env } from '@/env'
import { Listing } from '@/site/html/ListingPage'
import { loadAuthorPage } from '@/site/loaders/loadListingPages'
import { pageNumber } from '@/site/pageNumber'

export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const loadPage = cache(async (slug: string, page: number) => loadAuthorPage(await getPayload({ config }), slug, page, env.baseUrl))

async function pageFor({ params, searchParams }: Props) {
  const page = pageNumber((await searchParams).page)
  return page === null ? null : loadPage((await params).slug, page)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await pageFor(props)
  return page ? { title: page.name, description: page.description ?? undefined, alternates: { canonical: page.url } } : { title: 'Not found' }
}

export default async function ListingRoute(props: Props) {
  const page = await pageFor(props)
  if (!page) notFound()
  return <Listing page={page} />
}
