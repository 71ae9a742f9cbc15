import { createPageRoute } from '@/site/pageRoute'
import { comparisonPage } from '@/site/pages/comparison'

export const dynamic = 'force-dynamic'

const route = createPageRoute(comparisonPage)
export const generateMetadata = route.generateMetadata
export default route.Page
