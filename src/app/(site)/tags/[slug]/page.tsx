import { createPageRoute } from '@/app/pageRoute'
import { tagPage } from '@/features/site/pages/listing'

export const dynamic = 'force-dynamic'

export default createPageRoute(tagPage)
