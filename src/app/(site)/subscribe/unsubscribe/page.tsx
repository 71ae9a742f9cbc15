import { createPageRoute } from '@/site/pageRoute'
import { unsubscribePage } from '@/site/pages/unsubscribe'

export const dynamic = 'force-dynamic'

export default createPageRoute(unsubscribePage)
