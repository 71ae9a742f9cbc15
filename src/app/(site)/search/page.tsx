import { createPageRoute } from '@/app/pageRoute'
import { searchPage } from '@/features/site/pages/search'

export const dynamic = 'force-dynamic'

export default createPageRoute(searchPage)
