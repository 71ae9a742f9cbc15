import { createPageRoute } from '@/site/pageRoute'
import { comparisonsPage } from '@/site/pages/comparisons'

export const dynamic = 'force-dynamic'

const route = createPageRoute(comparisonsPage)
export const generateMetadata = route.generateMetadata
export default route.Page
