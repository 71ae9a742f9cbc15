import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { env } from '@/env'
import { loadArticlePreview } from '@/preview/loadArticlePreview'
import { PreviewBanner } from '@/preview/PreviewBanner'
import { nowSeconds, previewKey } from '@/preview/previewKey'
import { articleMetadata } from '@/site/html/articleMetadata'
import { ArticleView } from '@/site/html/ArticleView'
import { singleParam } from '@/site/singleParam'

export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ id: string }>
  searchParams: Promise<{ exp?: string | string[]; sig?: string | string[] }>
}

/** One load per request, shared by the metadata and the page. */
const loadPreview = cache(async (id: string, exp: string | undefined, sig: string | undefined) =>
  loadArticlePreview(await getPayload({ config }), { id, exp, sig }, previewKey(), nowSeconds(), env.baseUrl),
)

const load = async ({ params, searchParams }: Props) => {
  const [{ id }, query] = await Promise.all([params, searchParams])
  return loadPreview(id, singleParam(query.exp, 20), singleParam(query.sig, 64))
}

// The headers say it too (src/preview/previewHeaders.ts, set by src/proxy.ts); the tag survives a saved copy.
const PRIVATE: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' }

export async function generateMetadata(props: Props): Promise<Metadata> {
  const preview = await load(props)
  if (preview.kind !== 'page') return { title: 'Preview', ...PRIVATE }
  return { ...articleMetadata(preview.page), title: `Preview: ${preview.page.title}`, ...PRIVATE }
}

/** An article's latest version through the public article page's loader and renderer (docs/decisions/018). */
export default async function ArticlePreviewPage(props: Props) {
  const preview = await load(props)
  if (preview.kind === 'refused') notFound()
  return (
    <>
      <PreviewBanner expiresAt={preview.expiresAt} />
      {preview.kind === 'page' ? (
        <ArticleView page={preview.page} />
      ) : (
        <p className="preview-incomplete">This draft has no article page yet: it needs a title, a PMS and an author.</p>
      )}
    </>
  )
}
