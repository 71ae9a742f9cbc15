export const dynamic = 'force-dynamic'

import { readinessResponse } from '@/endpoints/readiness'

import { processPayload } from '../onPayload'

export const GET = () => readinessResponse(processPayload)
