/** `GET /sitemap-news.xml`: the articles of the last 48 hours for news search (src/features/discovery/newsSitemap.ts). */
import type { Payload } from 'payload'

import { newsSitemap } from '../features/discovery/newsSitemap'
import { env } from '../ground/env'
import { SITEMAP_HEADERS } from './sitemapIndex'

export async function GET(_request: Request, payload: Payload): Promise<Response> {
  return new Response(await newsSitemap(payload, env.baseUrl), { headers: SITEMAP_HEADERS })
}
