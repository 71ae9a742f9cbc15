import { createPageRoute } from '@/site/pageRoute'
import { glossaryTermPage } from '@/site/pages/glossaryTerm'

export const dynamic = 'force-dynamic'

const route = createPageRoute(glossaryTermPage)
export const generateMetadata = route.generateMetadata
export default route.Page
