import { createPageRoute } from '@/app/pageRoute'
import { pmsPage } from '@/site/pages/pms'

export const dynamic = 'force-dynamic'

export default createPageRoute(pmsPage)
