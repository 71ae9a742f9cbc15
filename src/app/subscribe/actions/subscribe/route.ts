import { POST as subscribe } from '@/endpoints/subscribe'

import { onPayload } from '../../../onPayload'

export const dynamic = 'force-dynamic'

export const POST = onPayload(subscribe)
