import { DOCUMENT_CACHE_CONTROL } from '@/discovery/documentCacheControl'
import { env } from '@/env'
import { buildOpenApiDocument } from '@/openapi/openApiDocument'

// Rendered per request, not at build time: its server URL is the configured BASE_URL of the running site.
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json(buildOpenApiDocument(env.baseUrl, env.CONTACT_EMAIL), {
    headers: { 'Cache-Control': DOCUMENT_CACHE_CONTROL },
  })
}
