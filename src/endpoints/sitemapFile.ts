/** `GET /sitemaps/{file}`: the sitemaps a sitemap index names, the pages' and the articles' by id range (src/features/discovery). */
import type { Payload } from 'payload'

import { articleSitemap, pagesSitemap } from '../features/discovery/sitemap'
import { env } from '../ground/env'
import { sitemapFileOf } from '../ground/paths'
import { SITEMAP_HEADERS } from './sitemapIndex'

const notFound = () =>
  new Response('No such sitemap\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** The sitemap named `file`, on `payload`: Next's route below, or the router in production (./documentsServedByRouter.ts). */
export async function sitemapFileResponse(payload: Payload, baseUrl: string, fileName: string): Promise<Response> {
  const file = sitemapFileOf(fileName)
  if (!file) return notFound()
  const xml =
    file.kind === 'pages' ? await pagesSitemap(payload, baseUrl) : await articleSitemap(payload, baseUrl, file.part)
  return xml === null ? notFound() : new Response(xml, { headers: SITEMAP_HEADERS })
}

export async function GET(
  _request: Request,
  payload: Payload,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  return sitemapFileResponse(payload, env.baseUrl, (await params).file)
}
