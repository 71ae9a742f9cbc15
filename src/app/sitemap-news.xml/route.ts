import { GET as newsSitemap } from '@/endpoints/newsSitemap'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(newsSitemap)
