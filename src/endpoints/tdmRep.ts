/** `GET /.well-known/tdmrep.json`: the text and data mining reservation (src/features/discovery/tdmRep.ts). */
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { tdmRepJson } from '../features/discovery/tdmRep'
import { env } from '../ground/env'

export function GET(): Response {
  return Response.json(tdmRepJson(env.aiUse), { headers: { 'Cache-Control': DOCUMENT_CACHE_CONTROL } })
}
