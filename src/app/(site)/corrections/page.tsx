import { createPageRoute } from '@/app/pageRoute'
import { correctionsPage } from '@/features/site/pages/corrections'

export const dynamic = 'force-dynamic'

export default createPageRoute(correctionsPage)
