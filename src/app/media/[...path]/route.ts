export const dynamic = 'force-dynamic'

export { GET, HEAD } from '@/endpoints/mediaFile'
