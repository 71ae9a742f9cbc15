import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/env'
import { markdownPage } from '@/site/markdownPages'
import { markdownNotFound, markdownResponse } from '@/site/markdownResponse'
import { pageRouteOf } from '@/site/paths'

export const dynamic = 'force-dynamic'

/**
 * Pages as markdown. Not a public address: src/proxy.ts rewrites `Accept: text/markdown` requests and `.md` URLs
 * here, and refuses direct requests.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  const pagePath = `/${((await params).path ?? []).join('/')}`
  const route = pageRouteOf(pagePath)
  if (!route) return markdownNotFound(pagePath)
  const found = await markdownPage(await getPayload({ config }), route, new URL(request.url).searchParams, env.baseUrl)
  return found ? markdownResponse(found.markdown, { canonicalUrl: found.canonicalUrl }) : markdownNotFound(pagePath)
}
