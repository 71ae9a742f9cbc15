/** `GET /llms-full.txt`: the newest articles whole, within LLMS_FULL_MAX_BYTES (src/features/discovery/llmsFullTxt.ts). */
import type { Payload } from 'payload'

import { llmsFullTxt } from '../features/discovery/llmsFullTxt'
import { env } from '../ground/env'
import { textStream } from '../ground/http/textStream'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { aiUseHeaders } from '../ground/lib/aiUse'

export async function GET(_request: Request, payload: Payload): Promise<Response> {
  return new Response(
    textStream(llmsFullTxt(payload, { baseUrl: env.baseUrl, maxBytes: env.LLMS_FULL_MAX_BYTES, aiUse: env.aiUse })),
    {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': DOCUMENT_CACHE_CONTROL,
        ...aiUseHeaders(env.aiUse),
      },
    },
  )
}
