import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { env } from '@/env'
import { articleMetadata } from '@/site/html/articleMetadata'
import { ArticleView } from '@/site/html/ArticleView'
import { loadArticlePage } from '@/site/loaders/loadArticlePage'

export const dynamic = 'force-dynamic'

interface Params {
  params: Promise<{ pmsSlug: string; articleSlug: string }>
}

/** One load per request, shared by the metadata and the page. */
const loadPage = cache(async (pmsSlug: string, articleSlug: string) =>
  loadArticlePage(await getPayload({ config }), pmsSlug, articleSlug, env.baseUrl),
)

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { pmsSlug, articleSlug } = await params
  const page = await loadPage(pmsSlug, articleSlug)
  return page ? articleMetadata(page) : { title: 'Not found' }
}

export default async function ArticlePage({ params }: Params) {
  const { pmsSlug, articleSlug } = await params
  const page = await loadPage(pmsSlug, articleSlug)
  if (!page) notFound()
  return <ArticleView page={page} />
}
