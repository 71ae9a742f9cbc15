/** `GET /robots.txt`: crawl rules, the editors' agent policy per purpose, and the sitemap's address. */
import type { Payload } from 'payload'

import { readPurposePolicy } from '../features/analytics/readPurposePolicy'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { robotsTxt } from '../features/discovery/robotsTxt'
import { env } from '../ground/env'

export async function GET(_request: Request, payload: Payload): Promise<Response> {
  return new Response(robotsTxt(env.baseUrl, env.aiUse, await readPurposePolicy(payload)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE_CONTROL },
  })
}
