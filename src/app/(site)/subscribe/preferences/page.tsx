import { createPageRoute } from '@/app/pageRoute'
import { preferencesPage } from '@/features/site/pages/preferences'

export const dynamic = 'force-dynamic'

export default createPageRoute(preferencesPage)
