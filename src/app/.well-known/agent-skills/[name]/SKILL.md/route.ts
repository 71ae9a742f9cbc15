import { GET as answer } from '@/endpoints/agentSkill'

import { onPayload } from '../../../../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(answer)
