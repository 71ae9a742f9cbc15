import { createPageRoute } from '@/site/pageRoute'
import { unsubscribePage } from '@/site/pages/unsubscribe'

export const dynamic = 'force-dynamic'

const route = createPageRoute(unsubscribePage)
export const generateMetadata = route.generateMetadata
export default route.Page
