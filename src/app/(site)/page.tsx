import { createPageRoute } from '@/app/pageRoute'
import { homePage } from '@/site/pages/home'

export const dynamic = 'force-dynamic'

export default createPageRoute(homePage)
