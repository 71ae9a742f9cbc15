/** `GET /llms.txt`: the llms.txt index of every public page's markdown address (src/features/discovery). */
import type { Payload } from 'payload'

import { llmsTxt } from '../features/discovery/llmsTxt'
import { env } from '../ground/env'
import { textStream } from '../ground/http/textStream'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { aiUseHeaders } from '../ground/lib/aiUse'

export async function GET(_request: Request, payload: Payload): Promise<Response> {
  return new Response(
    textStream(
      llmsTxt(payload, { baseUrl: env.baseUrl, readsPerMinute: env.READ_RATE_LIMIT_PER_MINUTE, aiUse: env.aiUse }),
    ),
    {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': DOCUMENT_CACHE_CONTROL,
        ...aiUseHeaders(env.aiUse),
      },
    },
  )
}
