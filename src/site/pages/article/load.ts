/**
 * The data of an article page (`/{pmsSlug}/{articleSlug}` and its markdown forms): plain values, read as an
 * anonymous visitor reads them, so a draft, or an article of an unpublished PMS, is simply not found. A preview
 * (src/preview/) builds the same page from a version it has read itself, with `articlePageOf`.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../../db/adapter'
import { publicArticle, publicArticleWhere } from '../../../db/publicVisibility'
import { isSlug } from '../../../lib/slugify'
import type { Article, Author, Category, Pmse } from '../../../payload-types'
import { type ArticleImage, loadFeaturedImage } from '../../loaders/featuredImage'
import { absolute, articleMarkdownPath, articlePath, authorPath, categoryPath, pmsPath } from '../../paths'

export interface LinkedName {
  name: string
  url: string
}

export interface ArticlePage {
  title: string
  url: string
  markdownUrl: string
  excerpt: string | null
  summary: string | null
  body: string
  description: string | null
  publishedAt: string | null
  updatedAt: string
  readingTimeMinutes: number | null
  pms: LinkedName
  author: LinkedName
  category: LinkedName | null
  image: ArticleImage | null
  related: Array<{ title: string; url: string }>
}

const asObject = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

/** The article's related articles (computed by publishing, src/publishing/related), those still published. */
async function loadRelated(payload: Payload, article: Article, baseUrl: string) {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT a.title, a.slug, p.slug AS pms_slug FROM article_related r
    JOIN articles a ON a.id = r.related_id JOIN pmses p ON p.id = a.pms_id
    WHERE r.article_id = ${article.id} AND ${publicArticle('a', 'p')}
    ORDER BY r.position`)
  return (rows as Array<{ title: string; slug: string; pms_slug: string }>).map((row) => ({
    title: row.title,
    url: absolute(baseUrl, articlePath(row.pms_slug, row.slug)),
  }))
}

export async function loadArticlePage(payload: Payload, pmsSlug: string, articleSlug: string, baseUrl: string): Promise<ArticlePage | null> {
  if (!isSlug(pmsSlug) || !isSlug(articleSlug)) return null
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [publicArticleWhere(), { slug: { equals: articleSlug } }, { 'pms.slug': { equals: pmsSlug } }] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ? articlePageOf(payload, docs[0], baseUrl) : null
}

/**
 * The page of an article read with depth 1 (its PMS, author and category populated), whichever version it is; null
 * when it lacks what the page cannot do without: a slug, a PMS with a slug, an author.
 */
export async function articlePageOf(payload: Payload, article: Article, baseUrl: string): Promise<ArticlePage | null> {
  const pms = asObject<Pmse>(article.pms)
  const author = asObject<Author>(article.author)
  if (!article.slug || !pms?.slug || !author) return null
  const category = asObject<Category>(article.category)
  const [image, related] = await Promise.all([loadFeaturedImage(payload, article, baseUrl), loadRelated(payload, article, baseUrl)])
  return {
    title: article.title,
    url: absolute(baseUrl, articlePath(pms.slug, article.slug)),
    markdownUrl: absolute(baseUrl, articleMarkdownPath(pms.slug, article.slug)),
    excerpt: article.excerpt ?? null,
    summary: article.summary ?? null,
    body: article.body ?? '',
    description: article.meta_description ?? article.excerpt ?? null,
    publishedAt: article.published_at ?? null,
    updatedAt: article.updatedAt,
    readingTimeMinutes: article.reading_time_minutes ?? null,
    pms: { name: pms.name, url: absolute(baseUrl, pmsPath(pms.slug)) },
    author: { name: author.name, url: absolute(baseUrl, authorPath(author.slug ?? '')) },
    category: category?.slug ? { name: category.name, url: absolute(baseUrl, categoryPath(category.slug)) } : null,
    image,
    related,
  }
}
