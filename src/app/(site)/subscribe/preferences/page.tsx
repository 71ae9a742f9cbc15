import { createPageRoute } from '@/app/pageRoute'
import { preferencesPage } from '@/site/pages/preferences'

export const dynamic = 'force-dynamic'

export default createPageRoute(preferencesPage)
