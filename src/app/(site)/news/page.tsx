import { createPageRoute } from '@/app/pageRoute'
import { newsArchivePage } from '@/features/site/pages/news'

export const dynamic = 'force-dynamic'

export default createPageRoute(newsArchivePage)
