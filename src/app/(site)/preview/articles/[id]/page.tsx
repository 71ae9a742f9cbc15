import { createPageRoute } from '@/site/pageRoute'
import { articlePreviewPage } from '@/site/pages/articlePreview'

export const dynamic = 'force-dynamic'

const route = createPageRoute(articlePreviewPage)
export const generateMetadata = route.generateMetadata
export default route.Page
