import { GET as oembed } from '@/endpoints/oembed'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(oembed)
