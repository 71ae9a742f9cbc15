import { createPageRoute } from '@/site/pageRoute'
import { articlePreviewPage } from '@/site/pages/articlePreview'

export const dynamic = 'force-dynamic'

export default createPageRoute(articlePreviewPage)
