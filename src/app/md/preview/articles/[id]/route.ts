import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/ground/env'
import { loadArticlePreview } from '@/features/preview/loadArticlePreview'
import { PREVIEW_HEADERS } from '@/features/preview/previewHeaders'
import { nowSeconds, previewKey } from '@/features/preview/previewKey'
import {
  INCOMPLETE_PREVIEW_MARKDOWN,
  previewMarkdown,
  REFUSED_PREVIEW_MARKDOWN,
} from '@/features/preview/previewMarkdown'
import { markdownResponse } from '@/features/site/markdownResponse'

export const dynamic = 'force-dynamic'

const single = (params: URLSearchParams, name: string) =>
  params.getAll(name).length === 1 ? (params.get(name) ?? undefined) : undefined

/**
 * An article preview as markdown. Not a public address: src/proxy.ts rewrites `/preview/articles/{id}.md` and
 * `Accept: text/markdown` on `/preview/articles/{id}` here, and refuses direct requests.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { searchParams } = new URL(request.url)
  const link = { id: (await params).id, exp: single(searchParams, 'exp'), sig: single(searchParams, 'sig') }
  const preview = await loadArticlePreview(await getPayload({ config }), link, previewKey(), nowSeconds(), env.baseUrl)
  const response = await (preview.kind === 'page'
    ? markdownResponse(previewMarkdown(preview.page, env.baseUrl))
    : markdownResponse(preview.kind === 'incomplete' ? INCOMPLETE_PREVIEW_MARKDOWN : REFUSED_PREVIEW_MARKDOWN, {
        status: preview.kind === 'incomplete' ? 200 : 404,
      }))
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) response.headers.set(name, value)
  return response
}
