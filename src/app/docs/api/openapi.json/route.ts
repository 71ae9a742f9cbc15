import { env } from '@/env'
import { buildOpenApiDocument } from '@/openapi/openApiDocument'

export const dynamic = 'force-static'

export function GET(): Response {
  return Response.json(buildOpenApiDocument(env.baseUrl, env.CONTACT_EMAIL), {
    headers: { 'Cache-Control': 'public, max-age=3600' },
  })
}
