import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/env'
import { markdownPage } from '@/site/markdownPages'
import { markdownNotFound, markdownResponse } from '@/site/markdownResponse'
import { pageNumber } from '@/site/pageNumber'
import { pageRouteOf } from '@/site/pageRoutes'

export const dynamic = 'force-dynamic'

/**
 * Pages as markdown. Not a public address: src/proxy.ts rewrites `Accept: text/markdown` requests and `.md` URLs
 * here, and refuses direct requests.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  const pagePath = `/${((await params).path ?? []).join('/')}`
  const route = pageRouteOf(pagePath)
  if (!route) return markdownNotFound(pagePath)
  // Only listings are paginated; elsewhere `?page=` is ignored, as the HTML pages ignore it.
  const { searchParams } = new URL(request.url)
  const values = searchParams.getAll('page')
  const paginated = route.kind === 'pms' || route.kind === 'category' || route.kind === 'author' || route.kind === 'search'
  const page = paginated ? pageNumber(values.length > 1 ? values : values[0]) : 1
  if (page === null) return markdownNotFound(pagePath)
  const found = await markdownPage(await getPayload({ config }), route, page, env.baseUrl, searchParams.get('q'))
  return found ? markdownResponse(found.markdown, { canonicalUrl: found.canonicalUrl }) : markdownNotFound(pagePath)
}
