/** The latest published articles whole (body, author, category, featured image): what the RSS feed carries. */
import type { Payload } from 'payload'

import { publicArticleWhere } from '../../db/publicVisibility'
import type { Author, Category, Pmse } from '../../payload-types'
import { absolute, articlePath } from '../paths'
import { type ArticleImage, loadFeaturedImage } from './featuredImage'

export interface FeedArticle {
  title: string
  url: string
  excerpt: string | null
  body: string
  publishedAt: string
  updatedAt: string
  author: string | null
  category: string | null
  image: ArticleImage | null
}

export async function loadFeedArticles(payload: Payload, baseUrl: string, limit: number): Promise<FeedArticle[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: publicArticleWhere(),
    sort: '-published_at',
    depth: 1,
    limit,
    pagination: false,
    overrideAccess: false,
    select: {
      title: true, slug: true, pms: true, excerpt: true, body: true, published_at: true, updatedAt: true, author: true,
      category: true, featured_image: true, featured_image_caption: true,
    },
  })
  const articles = docs.flatMap((doc) => {
    const pms = typeof doc.pms === 'object' ? (doc.pms as Pmse | null) : null
    return pms?.slug && doc.slug && doc.published_at ? [{ doc, pmsSlug: pms.slug, publishedAt: doc.published_at }] : []
  })
  return Promise.all(
    articles.map(async ({ doc, pmsSlug, publishedAt }) => ({
      title: doc.title,
      url: absolute(baseUrl, articlePath(pmsSlug, doc.slug!)),
      excerpt: doc.excerpt ?? null,
      body: doc.body ?? '',
      publishedAt,
      updatedAt: doc.updatedAt,
      author: typeof doc.author === 'object' ? ((doc.author as Author | null)?.name ?? null) : null,
      category: typeof doc.category === 'object' ? ((doc.category as Category | null)?.name ?? null) : null,
      image: await loadFeaturedImage(payload, doc, baseUrl),
    })),
  )
}
