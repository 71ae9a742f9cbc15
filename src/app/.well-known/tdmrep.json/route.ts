import { GET as tdmRep } from '@/endpoints/tdmRep'

import { onPayload } from '../../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(tdmRep)
