/* Payload's own REST API, used by the cockpit (DESIGN.md §3), behind our guard (src/endpoints/cmsApi/guardCmsApi.ts). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { deleteMovesToTrash } from '@/endpoints/cmsApi/deleteMovesToTrash'
import { guardCmsApi } from '@/endpoints/cmsApi/guardCmsApi'

export const GET = guardCmsApi(config, REST_GET(config))
export const POST = guardCmsApi(config, REST_POST(config))
// A DELETE of a collection with a trash moves to the trash (docs/decisions/066-trash.md).
export const DELETE = guardCmsApi(config, deleteMovesToTrash(config, REST_DELETE(config), REST_PATCH(config)))
export const PATCH = guardCmsApi(config, REST_PATCH(config))
export const PUT = guardCmsApi(config, REST_PUT(config))
export const OPTIONS = guardCmsApi(config, REST_OPTIONS(config))
