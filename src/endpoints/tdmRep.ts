/** `GET /.well-known/tdmrep.json`: the text and data mining reservation (src/features/discovery/tdmRep.ts). */
import type { Payload } from 'payload'

import { narrowedAiUse } from '../features/analytics/purposePolicy'
import { readPurposePolicy } from '../features/analytics/readPurposePolicy'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { tdmRepJson } from '../features/discovery/tdmRep'
import { env } from '../ground/env'

/** Mining is reserved once the agent policy asks training crawlers away, whatever AI_USE_POLICY says. */
export async function GET(_request: Request, payload: Payload): Promise<Response> {
  const aiUse = narrowedAiUse(env.aiUse, await readPurposePolicy(payload))
  return Response.json(tdmRepJson(aiUse), { headers: { 'Cache-Control': DOCUMENT_CACHE_CONTROL } })
}
