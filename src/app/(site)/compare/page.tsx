import { createPageRoute } from '@/app/pageRoute'
import { comparisonsPage } from '@/features/site/pages/comparisons'

export const dynamic = 'force-dynamic'

export default createPageRoute(comparisonsPage)
