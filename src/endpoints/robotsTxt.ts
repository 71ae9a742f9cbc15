/** `GET /robots.txt`: crawl rules and the sitemap's address. */
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { robotsTxt } from '../features/discovery/robotsTxt'
import { env } from '../ground/env'

export function GET(): Response {
  return new Response(robotsTxt(env.baseUrl, env.aiUse), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE_CONTROL },
  })
}
