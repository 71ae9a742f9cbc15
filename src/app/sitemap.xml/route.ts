import { GET as sitemapIndex } from '@/endpoints/sitemapIndex'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(sitemapIndex)
