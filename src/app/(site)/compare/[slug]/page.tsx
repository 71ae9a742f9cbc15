import { createPageRoute } from '@/app/pageRoute'
import { comparisonPage } from '@/features/site/pages/comparison'

export const dynamic = 'force-dynamic'

export default createPageRoute(comparisonPage)
