import { createPageRoute } from '@/app/pageRoute'
import { authorPage } from '@/features/site/pages/listing'

export const dynamic = 'force-dynamic'

export default createPageRoute(authorPage)
