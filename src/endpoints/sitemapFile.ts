/** `GET /sitemaps/{file}`: one part of the sitemap (src/discovery). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { loadSitemapLayout, urlset } from '../discovery/sitemap'
import { env } from '../env'
import { textStream } from '../http/textStream'

/** `/sitemaps/{n}.xml`, the numbered sitemaps a sitemap index points to. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file)
  const payload = await getPayload({ config })
  const layout = await loadSitemapLayout(payload)
  const part = match ? Number(match[1]) : 0
  if (part < 1 || part > layout.parts.length) {
    return new Response('No such sitemap\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  return new Response(textStream(urlset(payload, env.baseUrl, layout, part)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE_CONTROL },
  })
}
