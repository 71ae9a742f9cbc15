export const dynamic = 'force-dynamic'

export { GET } from '@/endpoints/jsonFeed'
