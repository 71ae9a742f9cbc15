export const dynamic = 'force-static'

export { GET } from '@/endpoints/tdmRep'
