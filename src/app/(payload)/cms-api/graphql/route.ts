/* Payload's GraphQL API, behind our guard: the anonymous limit and the query cost (src/endpoints/cmsApi/guardCmsApi.ts). */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardCmsApi } from '@/endpoints/cmsApi/guardCmsApi'

export const POST = guardCmsApi(config, GRAPHQL_POST(config), { graphql: true })
export const OPTIONS = guardCmsApi(config, REST_OPTIONS(config), { graphql: true })
