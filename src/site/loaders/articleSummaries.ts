/** Article lists on hubs, listings and the home page: the published ones, newest first, as plain links. */
import type { Payload, Where } from 'payload'

import { publicArticleWhere } from '../../db/publicVisibility'
import type { Pmse } from '../../payload-types'
import { absolute, articlePath } from '../paths'

export interface ArticleSummary {
  title: string
  url: string
  excerpt: string | null
  publishedAt: string | null
  pmsName: string
}

export interface ArticleList {
  articles: ArticleSummary[]
  page: number
  totalPages: number
  totalDocs: number
}

export const PAGE_SIZE = 10

export async function loadArticleSummaries(payload: Payload, where: Where, baseUrl: string, page = 1, limit = PAGE_SIZE): Promise<ArticleList> {
  const result = await payload.find({
    collection: 'articles',
    // Filtered here, not after reading: what is not shown must not be counted either.
    where: { and: [publicArticleWhere(), where] },
    sort: '-published_at',
    depth: 1,
    page,
    limit,
    overrideAccess: false,
    select: { title: true, slug: true, excerpt: true, published_at: true, pms: true },
  })
  return {
    articles: result.docs.flatMap((doc) => {
      const pms = typeof doc.pms === 'object' ? (doc.pms as Pmse) : null
      if (!pms?.slug || !doc.slug) return []
      return [{ title: doc.title, url: absolute(baseUrl, articlePath(pms.slug, doc.slug)), excerpt: doc.excerpt ?? null, publishedAt: doc.published_at ?? null, pmsName: pms.name }]
    }),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}
