/** `GET /sitemaps/{file}`: the sitemaps a sitemap index names, the pages' and the articles' by id range (src/discovery). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { articleSitemap, pagesSitemap } from '../discovery/sitemap'
import { env } from '../env'
import { sitemapFileOf } from '../site/paths'
import { SITEMAP_HEADERS } from './sitemapIndex'

const notFound = () => new Response('No such sitemap\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const file = sitemapFileOf((await params).file)
  if (!file) return notFound()
  const payload = await getPayload({ config })
  const xml = file.kind === 'pages' ? await pagesSitemap(payload, env.baseUrl) : await articleSitemap(payload, env.baseUrl, file.part)
  return xml === null ? notFound() : new Response(xml, { headers: SITEMAP_HEADERS })
}
