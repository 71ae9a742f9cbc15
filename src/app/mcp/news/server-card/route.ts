export const dynamic = 'force-dynamic'

export { GET, OPTIONS } from '@/mcp/news/newsServerCardEndpoint'
