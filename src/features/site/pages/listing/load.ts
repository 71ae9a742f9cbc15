/** Category, tag and author listings: who or what they are, then their published articles, ten to a page. */
import type { Payload } from 'payload'

import { isSlug } from '../../../../ground/lib/slugify'
import { type ArticleList, loadArticleSummaries } from '../../../../content/articles/articleSummaries'
import { publicTagBySlug } from '../../../../content/tags/publicTags'
import { absolute, authorPath, categoryPath, tagPath } from '../../../../ground/paths'
import { type ListFeeds, listFeedsOf } from '../../listFeeds'

export interface ListingPage {
  kind: 'category' | 'author' | 'tag'
  name: string
  url: string
  description: string | null
  articles: ArticleList
  /** The list's own feeds (docs/decisions/071-feeds-per-list.md). */
  feeds: ListFeeds
}

interface Owner {
  id: number
  name: string
  description: string | null
}

interface Listing {
  kind: ListingPage['kind']
  /** The list's record by its slug, when the public may see it. */
  find: (payload: Payload, slug: string) => Promise<Owner | null>
  path: (slug: string) => string
}

function listingLoader(listing: Listing) {
  return async (payload: Payload, slug: string, page: number, baseUrl: string): Promise<ListingPage | null> => {
    if (!isSlug(slug)) return null
    const owner = await listing.find(payload, slug)
    if (!owner) return null
    const articles = await loadArticleSummaries(payload, { [listing.kind]: owner.id }, baseUrl, page)
    if (page > 1 && page > articles.totalPages) return null
    return {
      kind: listing.kind,
      name: owner.name,
      url: absolute(baseUrl, listing.path(slug)),
      description: owner.description,
      articles,
      feeds: listFeedsOf(baseUrl, { kind: listing.kind, slug }, owner.name),
    }
  }
}

/** A category or author, through Payload's access as an anonymous reader sees it. */
const findNamed =
  (
    collection: 'categories' | 'authors',
    description: (doc: { description?: string | null; bio?: string | null }) => string | null | undefined,
  ) =>
  async (payload: Payload, slug: string): Promise<Owner | null> => {
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const doc = docs[0]
    return doc ? { id: doc.id, name: doc.name, description: description(doc) ?? null } : null
  }

export const loadCategoryPage = listingLoader({
  kind: 'category',
  find: findNamed('categories', (category) => category.description),
  path: categoryPath,
})

export const loadAuthorPage = listingLoader({
  kind: 'author',
  find: findNamed('authors', (author) => author.bio),
  path: authorPath,
})

/** A tag's page exists while the tag is public: out of the trash, and carried by a public article (docs/decisions/070-tags.md). */
export const loadTagPage = listingLoader({ kind: 'tag', find: publicTagBySlug, path: tagPath })
