import { createPageRoute } from '@/app/pageRoute'
import { glossaryTermPage } from '@/site/pages/glossaryTerm'

export const dynamic = 'force-dynamic'

export default createPageRoute(glossaryTermPage)
