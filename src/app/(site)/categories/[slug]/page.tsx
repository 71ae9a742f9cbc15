import { listingRoute } from '@/site/html/listingRoute'
import { loadCategoryPage } from '@/site/loaders/loadListingPages'

export const dynamic = 'force-dynamic'

const route = listingRoute(loadCategoryPage)

export const generateMetadata = route.generateMetadata
export default route.Page
