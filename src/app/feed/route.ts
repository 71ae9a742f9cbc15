import { GET as feed } from '@/endpoints/feed'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(feed)
