import { POST as savePreferences } from '@/endpoints/savePreferences'

import { onPayload } from '../../../onPayload'

export const dynamic = 'force-dynamic'

export const POST = onPayload(savePreferences)
