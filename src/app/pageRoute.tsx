import config from '@payload-config'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { env } from '@/ground/env'

import { HeadTags } from '../features/site/components/HeadTags'
import { headOf, type SearchParams, type SitePage } from '../features/site/sitePage'

export interface PageProps<Params> {
  params: Promise<Params>
  searchParams: Promise<SearchParams>
}

/**
 * The Next page of a page definition, for its `page.tsx`: in development every public page, in production only the
 * signed preview (the router renders the others, src/features/site/htmlPages.tsx). Its head tags are rendered in the page,
 * where React hoists them into the document's head, so both renderers write the same head; Next's 404 when the
 * loader finds nothing.
 */
export function createPageRoute<Params, Data>(page: SitePage<Params, Data>) {
  return async function Page({ params, searchParams }: PageProps<Params>) {
    // The request first: reading it is what tells Next's build that a page without `dynamic` is not static.
    const request = { params: await params, search: await searchParams }
    const data = await page.load(await getPayload({ config }), request, env.baseUrl)
    if (!data) notFound()
    return (
      <>
        <HeadTags head={headOf(page, data)} baseUrl={env.baseUrl} />
        <page.Html page={data} />
      </>
    )
  }
}
