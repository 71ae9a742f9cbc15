import { createPageRoute } from '@/site/pageRoute'
import { glossaryPage } from '@/site/pages/glossary'

export const dynamic = 'force-dynamic'

const route = createPageRoute(glossaryPage)
export const generateMetadata = route.generateMetadata
export default route.Page
