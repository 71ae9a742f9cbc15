import { createPageRoute } from '@/app/pageRoute'
import { glossaryPage } from '@/site/pages/glossary'

export const dynamic = 'force-dynamic'

export default createPageRoute(glossaryPage)
