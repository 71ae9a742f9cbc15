import { createPageRoute } from '@/app/pageRoute'
import { categoryPage } from '@/features/site/pages/listing'

export const dynamic = 'force-dynamic'

export default createPageRoute(categoryPage)
