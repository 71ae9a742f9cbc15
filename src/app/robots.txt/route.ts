import { GET as robotsTxt } from '@/endpoints/robotsTxt'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(robotsTxt)
