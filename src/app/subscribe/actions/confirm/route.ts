import { POST as confirmSubscription } from '@/endpoints/confirmSubscription'

import { onPayload } from '../../../onPayload'

export const dynamic = 'force-dynamic'

export const POST = onPayload(confirmSubscription)
