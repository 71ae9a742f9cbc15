import { createPageRoute } from '@/app/pageRoute'
import { articlePage } from '@/features/site/pages/article'

export const dynamic = 'force-dynamic'

export default createPageRoute(articlePage)
