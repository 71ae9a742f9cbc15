import { createPageRoute } from '@/site/pageRoute'
import { searchPage } from '@/site/pages/search'

export const dynamic = 'force-dynamic'

export default createPageRoute(searchPage)
