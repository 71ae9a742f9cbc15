import { createPageRoute } from '@/app/pageRoute'
import { apiDocsPage } from '@/features/site/pages/apiDocs'

export const dynamic = 'force-dynamic'

export default createPageRoute(apiDocsPage)
