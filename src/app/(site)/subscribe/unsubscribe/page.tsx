import { createPageRoute } from '@/app/pageRoute'
import { unsubscribePage } from '@/features/site/pages/unsubscribe'

export const dynamic = 'force-dynamic'

export default createPageRoute(unsubscribePage)
