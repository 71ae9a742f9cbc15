/** `GET /sitemap-news.xml`: the articles of the last 48 hours for news search (src/discovery/newsSitemap.ts). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { newsSitemap } from '../discovery/newsSitemap'
import { env } from '../env'
import { SITEMAP_HEADERS } from './sitemapIndex'

export async function GET(): Promise<Response> {
  return new Response(await newsSitemap(await getPayload({ config }), env.baseUrl), { headers: SITEMAP_HEADERS })
}
