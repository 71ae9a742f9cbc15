import { GET as jsonFeed } from '@/endpoints/jsonFeed'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(jsonFeed)
