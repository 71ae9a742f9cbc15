import { createPageRoute } from '@/site/pageRoute'
import { authorPage } from '@/site/pages/listing'

export const dynamic = 'force-dynamic'

const route = createPageRoute(authorPage)
export const generateMetadata = route.generateMetadata
export default route.Page
