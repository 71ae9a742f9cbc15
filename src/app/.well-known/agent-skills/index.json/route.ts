import { GET as answer } from '@/endpoints/agentSkillsIndex'

import { onPayload } from '../../../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(answer)
