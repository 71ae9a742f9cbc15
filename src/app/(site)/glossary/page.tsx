import { createPageRoute } from '@/site/pageRoute'
import { glossaryPage } from '@/site/pages/glossary'

export const dynamic = 'force-dynamic'

export default createPageRoute(glossaryPage)
