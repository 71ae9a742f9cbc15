/** `GET /sitemap.xml`: every URL while they fit in one sitemap, the sitemap index past that (src/discovery). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { rootSitemap } from '../discovery/sitemap'
import { env } from '../env'

export const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE_CONTROL }

export async function GET(): Promise<Response> {
  return new Response(await rootSitemap(await getPayload({ config }), env.baseUrl), { headers: SITEMAP_HEADERS })
}
