import { createPageRoute } from '@/site/pageRoute'
import { subscribePage } from '@/site/pages/subscribe'

export default createPageRoute(subscribePage)
