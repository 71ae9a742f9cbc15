/** Category and author listings: who or what they are, then their published articles, ten to a page. */
import type { Payload } from 'payload'

import { isSlug } from '../../../../ground/lib/slugify'
import { type ArticleList, loadArticleSummaries } from '../../../../content/articles/articleSummaries'
import { absolute, authorPath, categoryPath } from '../../../../ground/paths'

export interface ListingPage {
  kind: 'category' | 'author'
  name: string
  url: string
  description: string | null
  articles: ArticleList
}

interface Listing {
  kind: ListingPage['kind']
  collection: 'categories' | 'authors'
  /** The relationship field of an article that points at it. */
  articleField: 'category' | 'author'
  path: (slug: string) => string
  description: (doc: { description?: string | null; bio?: string | null }) => string | null | undefined
}

function listingLoader(listing: Listing) {
  return async (payload: Payload, slug: string, page: number, baseUrl: string): Promise<ListingPage | null> => {
    if (!isSlug(slug)) return null
    const { docs } = await payload.find({
      collection: listing.collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const owner = docs[0]
    if (!owner) return null
    const articles = await loadArticleSummaries(
      payload,
      listing.articleField === 'category' ? { category: owner.id } : { author: owner.id },
      baseUrl,
      page,
    )
    if (page > 1 && page > articles.totalPages) return null
    return {
      kind: listing.kind,
      name: owner.name,
      url: absolute(baseUrl, listing.path(slug)),
      description: listing.description(owner) ?? null,
      articles,
    }
  }
}

export const loadCategoryPage = listingLoader({
  kind: 'category',
  collection: 'categories',
  articleField: 'category',
  path: categoryPath,
  description: (category) => category.description,
})

export const loadAuthorPage = listingLoader({
  kind: 'author',
  collection: 'authors',
  articleField: 'author',
  path: authorPath,
  description: (author) => author.bio,
})
