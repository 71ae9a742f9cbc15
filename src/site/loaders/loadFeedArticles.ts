/**
 * The latest published articles whole (body, author, category, featured image): what the RSS feed carries. One
 * statement for the articles and one for their images: a feed miss used to run a query per article.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedRows } from '../../db/adapter'
import { publicArticle } from '../../db/publicVisibility'
import { absolute, articlePath } from '../paths'
import { type ArticleImage, loadFeaturedImages } from './featuredImage'

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

interface FeedRow {
  title: string
  slug: string
  pms_slug: string
  excerpt: string | null
  body: string | null
  published_at: Date | string
  updated_at: Date | string
  author: string | null
  category: string | null
  featured_image: string | null
  featured_image_caption: string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

export async function loadFeedArticles(payload: Payload, baseUrl: string, limit: number): Promise<FeedArticle[]> {
  const rows = await preparedRows(payload, sql`
    SELECT a.title, a.slug, p.slug AS pms_slug, a.excerpt, a.body, a.published_at, a.updated_at,
      au.name AS author, c.name AS category, a.featured_image, a.featured_image_caption
    FROM articles a JOIN pmses p ON p.id = a.pms_id
    LEFT JOIN authors au ON au.id = a.author_id LEFT JOIN categories c ON c.id = a.category_id
    WHERE ${publicArticle('a', 'p')}
    ORDER BY a.published_at DESC, a.id DESC
    LIMIT ${limit}`)
  const articles = rows as unknown as FeedRow[]
  const images = await loadFeaturedImages(payload, articles, baseUrl)
  return articles.map((row, index) => ({
    title: row.title,
    url: absolute(baseUrl, articlePath(row.pms_slug, row.slug)),
    excerpt: row.excerpt,
    body: row.body ?? '',
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    author: row.author,
    category: row.category,
    image: images[index] ?? null,
  }))
}
