import { createPageRoute } from '@/app/pageRoute'
import { glossaryPage } from '@/features/site/pages/glossary'

export const dynamic = 'force-dynamic'

export default createPageRoute(glossaryPage)
