export const dynamic = 'force-dynamic'

export { POST } from '@/endpoints/savePreferences'
