/** Category and author listings: who or what they are, then their published articles, ten to a page. */
import type { Payload } from 'payload'

import { isSlug } from '../../../lib/slugify'
import { type ArticleList, loadArticleSummaries } from '../../loaders/articleSummaries'
import { absolute, authorPath, categoryPath } from '../../paths'

export interface ListingPage {
  kind: 'category' | 'author'
  name: string
  url: string
  description: string | null
  articles: ArticleList
}

export async function loadCategoryPage(payload: Payload, slug: string, page: number, baseUrl: string): Promise<ListingPage | null> {
  if (!isSlug(slug)) return null
  const { docs } = await payload.find({ collection: 'categories', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: false })
  const category = docs[0]
  if (!category) return null
  const articles = await loadArticleSummaries(payload, { category: { equals: category.id } }, baseUrl, page)
  if (page > 1 && page > articles.totalPages) return null
  return { kind: 'category', name: category.name, url: absolute(baseUrl, categoryPath(slug)), description: category.description ?? null, articles }
}

export async function loadAuthorPage(payload: Payload, slug: string, page: number, baseUrl: string): Promise<ListingPage | null> {
  if (!isSlug(slug)) return null
  const { docs } = await payload.find({ collection: 'authors', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: false })
  const author = docs[0]
  if (!author) return null
  const articles = await loadArticleSummaries(payload, { author: { equals: author.id } }, baseUrl, page)
  if (page > 1 && page > articles.totalPages) return null
  return { kind: 'author', name: author.name, url: absolute(baseUrl, authorPath(slug)), description: author.bio ?? null, articles }
}
