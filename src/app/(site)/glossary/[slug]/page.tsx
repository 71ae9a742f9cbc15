import { createPageRoute } from '@/app/pageRoute'
import { glossaryTermPage } from '@/features/site/pages/glossaryTerm'

export const dynamic = 'force-dynamic'

export default createPageRoute(glossaryTermPage)
