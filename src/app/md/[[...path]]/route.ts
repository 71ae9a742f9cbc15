import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/env'
import { loadArticlePage } from '@/site/loaders/loadArticlePage'
import { loadHomePage } from '@/site/loaders/loadHomePage'
import { loadPmsPage } from '@/site/loaders/loadPmsPage'
import { articleMarkdown } from '@/site/markdown/articleMarkdown'
import { homeMarkdown } from '@/site/markdown/homeMarkdown'
import { pmsMarkdown } from '@/site/markdown/pmsMarkdown'
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
  const payload = await getPayload({ config })
  const base = env.baseUrl
  switch (route.kind) {
    case 'home': {
      const page = await loadHomePage(payload, base)
      return markdownResponse(homeMarkdown(page, base), { canonicalUrl: page.url })
    }
    case 'pms': {
      const values = new URL(request.url).searchParams.getAll('page')
      const number = pageNumber(values.length > 1 ? values : values[0])
      const page = number === null ? null : await loadPmsPage(payload, route.pmsSlug, number, base)
      return page ? markdownResponse(pmsMarkdown(page, base), { canonicalUrl: page.url }) : markdownNotFound(pagePath)
    }
    case 'article': {
      const page = await loadArticlePage(payload, route.pmsSlug, route.articleSlug, base)
      return page ? markdownResponse(articleMarkdown(page, base), { canonicalUrl: page.url }) : markdownNotFound(pagePath)
    }
  }
}
