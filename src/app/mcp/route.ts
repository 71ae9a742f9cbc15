export const dynamic = 'force-dynamic'

export { GET, POST, DELETE } from '@/endpoints/mcp'
