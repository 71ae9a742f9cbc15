import { createPageRoute } from '@/site/pageRoute'
import { searchPage } from '@/site/pages/search'

export const dynamic = 'force-dynamic'

const route = createPageRoute(searchPage)
export const generateMetadata = route.generateMetadata
export default route.Page
