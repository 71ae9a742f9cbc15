import { createPageRoute } from '@/site/pageRoute'
import { pmsPage } from '@/site/pages/pms'

export const dynamic = 'force-dynamic'

const route = createPageRoute(pmsPage)
export const generateMetadata = route.generateMetadata
export default route.Page
