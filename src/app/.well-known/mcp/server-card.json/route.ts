export const dynamic = 'force-dynamic'

export { GET, OPTIONS } from '@/mcp/wellKnownServerCardEndpoint'
