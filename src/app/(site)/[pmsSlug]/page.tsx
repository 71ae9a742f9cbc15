import { createPageRoute } from '@/site/pageRoute'
import { pmsPage } from '@/site/pages/pms'

export const dynamic = 'force-dynamic'

export default createPageRoute(pmsPage)
