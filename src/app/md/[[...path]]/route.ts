import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/ground/env'
import { responseOf } from '@/ground/http/webExchange'
import { markdownAnswer } from '@/features/site/markdownPages'

export const dynamic = 'force-dynamic'

/**
 * Pages as markdown under `npm run dev` (in production the router answers them before Next: src/server/sitePages.ts).
 * Not a public address: src/proxy.ts rewrites `Accept: text/markdown` requests and `.md` URLs here, and refuses
 * direct requests.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  const pagePath = `/${((await params).path ?? []).join('/')}`
  return responseOf(
    await markdownAnswer(await getPayload({ config }), pagePath, new URL(request.url).searchParams, env.baseUrl),
  )
}
