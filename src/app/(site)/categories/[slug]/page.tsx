import { createPageRoute } from '@/app/pageRoute'
import { categoryPage } from '@/site/pages/listing'

export const dynamic = 'force-dynamic'

export default createPageRoute(categoryPage)
