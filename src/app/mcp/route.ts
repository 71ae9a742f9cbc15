import { mcpEndpoint } from '@/mcp/mcpEndpoint'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(mcpEndpoint)
export const POST = onPayload(mcpEndpoint)
export const DELETE = onPayload(mcpEndpoint)
