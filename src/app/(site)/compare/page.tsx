import { createPageRoute } from '@/site/pageRoute'
import { comparisonsPage } from '@/site/pages/comparisons'

export const dynamic = 'force-dynamic'

export default createPageRoute(comparisonsPage)
