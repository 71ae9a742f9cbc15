import { createPageRoute } from '@/site/pageRoute'
import { homePage } from '@/site/pages/home'

export const dynamic = 'force-dynamic'

const route = createPageRoute(homePage)
export const generateMetadata = route.generateMetadata
export default route.Page
