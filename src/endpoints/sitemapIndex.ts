/** `GET /sitemap.xml`: the sitemap index naming its parts (src/discovery). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { loadSitemapLayout, sitemapIndex, urlset } from '../discovery/sitemap'
import { env } from '../env'
import { textStream } from '../http/textStream'

const HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE_CONTROL }

/** The whole sitemap while it fits in one file, a sitemap index of the numbered ones after that. */
export async function GET(): Promise<Response> {
  const payload = await getPayload({ config })
  const layout = await loadSitemapLayout(payload)
  if (layout.parts.length > 1) return new Response(sitemapIndex(env.baseUrl, layout), { headers: HEADERS })
  return new Response(textStream(urlset(payload, env.baseUrl, layout, 1)), { headers: HEADERS })
}
