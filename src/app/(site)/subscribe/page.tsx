import { createPageRoute } from '@/app/pageRoute'
import { subscribePage } from '@/site/pages/subscribe'

export default createPageRoute(subscribePage)
