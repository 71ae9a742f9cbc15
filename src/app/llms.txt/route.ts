import { GET as llmsTxt } from '@/endpoints/llmsTxt'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(llmsTxt)
