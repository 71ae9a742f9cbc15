import { GET as answer } from '@/endpoints/authMd'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(answer)
