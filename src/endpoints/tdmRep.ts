/** `GET /.well-known/tdmrep.json`: the text and data mining reservation (src/discovery/tdmRep.ts). */
import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { tdmRepJson } from '../discovery/tdmRep'
import { env } from '../env'

export function GET(): Response {
  return Response.json(tdmRepJson(env.aiUse), { headers: { 'Cache-Control': DOCUMENT_CACHE_CONTROL } })
}
