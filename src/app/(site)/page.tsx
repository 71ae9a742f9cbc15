import { createPageRoute } from '@/app/pageRoute'
import { homePage } from '@/features/site/pages/home'

export const dynamic = 'force-dynamic'

export default createPageRoute(homePage)
