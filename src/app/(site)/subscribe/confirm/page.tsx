import { createPageRoute } from '@/app/pageRoute'
import { subscribeConfirmPage } from '@/features/site/pages/subscribeConfirm'

export const dynamic = 'force-dynamic'

export default createPageRoute(subscribeConfirmPage)
