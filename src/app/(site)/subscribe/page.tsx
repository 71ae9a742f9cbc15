import { createPageRoute } from '@/app/pageRoute'
import { subscribePage } from '@/features/site/pages/subscribe'

export default createPageRoute(subscribePage)
