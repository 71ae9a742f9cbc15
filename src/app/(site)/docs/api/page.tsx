import { createPageRoute } from '@/site/pageRoute'
import { apiDocsPage } from '@/site/pages/apiDocs'

export const dynamic = 'force-dynamic'

const route = createPageRoute(apiDocsPage)
export const generateMetadata = route.generateMetadata
export default route.Page
