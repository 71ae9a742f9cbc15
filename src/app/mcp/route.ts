import { answeringWhileDatabaseAway } from '@/mcp/mcpAnswers'
import { mcpEndpoint } from '@/mcp/mcpEndpoint'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

// A database away before the endpoint runs is answered as the endpoint answers it: JSON-RPC's 503.
const mcp = onPayload(mcpEndpoint, (answer) => answeringWhileDatabaseAway('MCP request', answer))

export const GET = mcp
export const POST = mcp
export const DELETE = mcp
