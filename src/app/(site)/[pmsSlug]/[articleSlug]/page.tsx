import { createPageRoute } from '@/site/pageRoute'
import { articlePage } from '@/site/pages/article'

export const dynamic = 'force-dynamic'

const route = createPageRoute(articlePage)
export const generateMetadata = route.generateMetadata
export default route.Page
