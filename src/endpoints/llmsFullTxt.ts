/** `GET /llms-full.txt`: the newest articles whole, within LLMS_FULL_MAX_BYTES (src/features/discovery/llmsFullTxt.ts). */
import type { Payload } from 'payload'

import { llmsFullTxt } from '../features/discovery/llmsFullTxt'
import { env } from '../ground/env'
import { textStream } from '../ground/http/textStream'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { siteTermsNow } from '../features/analytics/readPurposePolicy'

/**
 * Its headers say the site's terms as every public answer does (the router adds them, narrowed by the agent policy);
 * an article whose terms differ says its own inside.
 */
export async function GET(_request: Request, payload: Payload): Promise<Response> {
  const aiUse = await siteTermsNow(payload, env.aiUse)
  return new Response(
    textStream(llmsFullTxt(payload, { baseUrl: env.baseUrl, maxBytes: env.LLMS_FULL_MAX_BYTES, aiUse })),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE_CONTROL },
    },
  )
}
