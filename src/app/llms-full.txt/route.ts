import { GET as llmsFullTxt } from '@/endpoints/llmsFullTxt'

import { onPayload } from '../onPayload'

export const dynamic = 'force-dynamic'

export const GET = onPayload(llmsFullTxt)
