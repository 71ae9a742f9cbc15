import { createPageRoute } from '@/site/pageRoute'
import { categoryPage } from '@/site/pages/listing'

export const dynamic = 'force-dynamic'

const route = createPageRoute(categoryPage)
export const generateMetadata = route.generateMetadata
export default route.Page
