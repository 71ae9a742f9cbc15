/* Payload's own REST API, used by the cockpit (DESIGN.md §3), behind our guard (src/endpoints/cmsApi/guardCmsApi.ts). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardCmsApi } from '@/endpoints/cmsApi/guardCmsApi'

export const GET = guardCmsApi(config, REST_GET(config))
export const POST = guardCmsApi(config, REST_POST(config))
export const DELETE = guardCmsApi(config, REST_DELETE(config))
export const PATCH = guardCmsApi(config, REST_PATCH(config))
export const PUT = guardCmsApi(config, REST_PUT(config))
export const OPTIONS = guardCmsApi(config, REST_OPTIONS(config))
