import { POST as unsubscribe } from '@/endpoints/unsubscribe'

import { onPayload } from '../../../onPayload'

export const dynamic = 'force-dynamic'

export const POST = onPayload(unsubscribe)
