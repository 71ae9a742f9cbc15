import { createPageRoute } from '@/app/pageRoute'
import { sharePage } from '@/features/site/pages/share'

export default createPageRoute(sharePage)
