import { createPageRoute } from '@/app/pageRoute'
import { articlePreviewPage } from '@/preview/page/index'

export const dynamic = 'force-dynamic'

export default createPageRoute(articlePreviewPage)
