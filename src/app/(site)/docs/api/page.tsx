import { createPageRoute } from '@/site/pageRoute'
import { apiDocsPage } from '@/site/pages/apiDocs'

export const dynamic = 'force-dynamic'

export default createPageRoute(apiDocsPage)
