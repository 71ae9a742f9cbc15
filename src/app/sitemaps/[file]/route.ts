import { GET as sitemapFile } from '@/endpoints/sitemapFile'

import { onPayload } from '../../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(sitemapFile)
