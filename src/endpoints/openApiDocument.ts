/** `GET /docs/api/openapi.json`: the OpenAPI 3.1 description of the REST API (src/features/openapi). */
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { env } from '../ground/env'
import { buildOpenApiDocument } from '../features/openapi/openApiDocument'

// Rendered per request, not at build time: its server URL is the configured BASE_URL of the running site.
export function GET(): Response {
  return Response.json(buildOpenApiDocument(env.baseUrl, env.CONTACT_EMAIL), {
    headers: { 'Cache-Control': DOCUMENT_CACHE_CONTROL },
  })
}
