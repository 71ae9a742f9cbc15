import { createPageRoute } from '@/site/pageRoute'
import { subscribeConfirmPage } from '@/site/pages/subscribeConfirm'

export const dynamic = 'force-dynamic'

const route = createPageRoute(subscribeConfirmPage)
export const generateMetadata = route.generateMetadata
export default route.Page
