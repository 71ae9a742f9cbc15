import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { env } from '@/env'

import type { PageRequest, SearchParams, SitePage } from './sitePage'

export interface PageProps<Params> {
  params: Promise<Params>
  searchParams: Promise<SearchParams>
}

const NOT_FOUND: Metadata = { title: 'Not found' }

/**
 * The Next page and `generateMetadata` of a page definition, for its `page.tsx`: one load per request, shared by
 * the head and the body, and Next's 404 when the loader finds nothing.
 */
export function createPageRoute<Params, Data>(page: SitePage<Params, Data>) {
  // React's cache compares arguments by identity; the request as one string lets the head and the body share it.
  const load = cache(async (request: string) => page.load(await getPayload({ config }), JSON.parse(request) as PageRequest<Params>, env.baseUrl))
  const dataOf = async ({ params, searchParams }: PageProps<Params>) => load(JSON.stringify({ params: await params, search: await searchParams }))
  return {
    async generateMetadata(props: PageProps<Params>): Promise<Metadata> {
      const { metadata } = page
      if (typeof metadata !== 'function') return metadata
      const data = await dataOf(props)
      return data ? metadata(data) : (page.notFoundMetadata ?? NOT_FOUND)
    },
    async Page(props: PageProps<Params>) {
      const data = await dataOf(props)
      if (!data) notFound()
      return <page.Html page={data} />
    },
  }
}
