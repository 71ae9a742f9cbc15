/** `GET /sitemap.xml`: every URL while they fit in one sitemap, the sitemap index past that (src/features/discovery). */
import type { Payload } from 'payload'

import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { rootSitemap } from '../features/discovery/sitemap'
import { env } from '../ground/env'

export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': DOCUMENT_CACHE_CONTROL,
}

/** The root sitemap, on `payload`: Next's route below, or the router in production (./documentsServedByRouter.ts). */
export async function rootSitemapResponse(payload: Payload, baseUrl: string): Promise<Response> {
  return new Response(await rootSitemap(payload, baseUrl), { headers: SITEMAP_HEADERS })
}

export async function GET(_request: Request, payload: Payload): Promise<Response> {
  return rootSitemapResponse(payload, env.baseUrl)
}
