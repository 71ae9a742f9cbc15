import { createPageRoute } from '@/app/pageRoute'
import { directoryPage } from '@/features/site/pages/directory'

export const dynamic = 'force-dynamic'

export default createPageRoute(directoryPage)
