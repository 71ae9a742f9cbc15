export const dynamic = 'force-dynamic'

import { healthResponse } from '@/endpoints/health'

import { processPayload } from '../onPayload'

export const GET = () => healthResponse(processPayload)
