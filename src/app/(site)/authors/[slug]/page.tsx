import { listingRoute } from '@/site/html/listingRoute'
import { loadAuthorPage } from '@/site/loaders/loadListingPages'

export const dynamic = 'force-dynamic'

const route = listingRoute(loadAuthorPage)

export const generateMetadata = route.generateMetadata
export default route.Page
