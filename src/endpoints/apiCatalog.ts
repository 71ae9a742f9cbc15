/** `GET|HEAD /.well-known/api-catalog` (RFC 9727): the linkset naming our APIs and their descriptions. */
import { API_CATALOG_CONTENT_TYPE, apiCatalog, apiCatalogLink } from '../features/discovery/apiCatalog'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { env } from '../ground/env'

const headers = () => ({
  'Content-Type': API_CATALOG_CONTENT_TYPE,
  'Cache-Control': DOCUMENT_CACHE_CONTROL,
  Link: apiCatalogLink(env.baseUrl),
})

export function GET(): Response {
  return new Response(`${JSON.stringify(apiCatalog(env.baseUrl), null, 2)}\n`, { headers: headers() })
}

/** RFC 9727 §2: HEAD answers with the catalog's own `Link` so a client can discover it without the body. */
export function HEAD(): Response {
  return new Response(null, { headers: headers() })
}
