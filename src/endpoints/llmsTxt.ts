/** `GET /llms.txt`: the llms.txt index of every public page's markdown address (src/features/discovery). */
import type { Payload } from 'payload'

import { llmsTxt } from '../features/discovery/llmsTxt'
import { env } from '../ground/env'
import { textStream } from '../ground/http/textStream'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { siteTermsNow } from '../features/analytics/readPurposePolicy'

/** Its headers say the site's terms as every public answer does (the router adds them); its words say the same. */
export async function GET(_request: Request, payload: Payload): Promise<Response> {
  const aiUse = await siteTermsNow(payload, env.aiUse)
  return new Response(
    textStream(llmsTxt(payload, { baseUrl: env.baseUrl, readsPerMinute: env.READ_RATE_LIMIT_PER_MINUTE, aiUse })),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE_CONTROL } },
  )
}
