import { createPageRoute } from '@/app/pageRoute'
import { articlePreviewPage } from '@/features/preview/page'

export const dynamic = 'force-dynamic'

export default createPageRoute(articlePreviewPage)
