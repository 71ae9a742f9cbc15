import { createPageRoute } from '@/site/pageRoute'
import { subscribePage } from '@/site/pages/subscribe'

const route = createPageRoute(subscribePage)
export const generateMetadata = route.generateMetadata
export default route.Page
