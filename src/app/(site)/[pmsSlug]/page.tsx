import { createPageRoute } from '@/app/pageRoute'
import { pmsPage } from '@/features/site/pages/pms'

export const dynamic = 'force-dynamic'

export default createPageRoute(pmsPage)
