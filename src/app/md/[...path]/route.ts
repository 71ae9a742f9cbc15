import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/env'
import { loadArticlePage } from '@/site/loaders/loadArticlePage'
import { articleMarkdown } from '@/site/markdown/articleMarkdown'
import { markdownNotFound, markdownResponse } from '@/site/markdownResponse'
import { pageRouteOf } from '@/site/pageRoutes'

export const dynamic = 'force-dynamic'

/**
 * Pages as markdown. Not a public address: src/proxy.ts rewrites `Accept: text/markdown` requests and `.md` URLs
 * here, and refuses direct requests.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const pagePath = `/${(await params).path.join('/')}`
  const route = pageRouteOf(pagePath)
  if (!route) return markdownNotFound(pagePath)
  const payload = await getPayload({ config })
  const page = await loadArticlePage(payload, route.pmsSlug, route.articleSlug, env.baseUrl)
  if (!page) return markdownNotFound(pagePath)
  return markdownResponse(articleMarkdown(page, env.baseUrl), { canonicalUrl: page.url })
}
