import { GET as standardSitePublication } from '@/endpoints/standardSitePublication'

import { onPayload } from '../../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(standardSitePublication)
