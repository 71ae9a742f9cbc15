import { listFeedRoute } from '@/endpoints/listFeed'

import { onPayload } from '@/app/onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(listFeedRoute('category', 'rss'))
