/** `/categories/{slug}`, `/tags/{slug}` and `/authors/{slug}`: one page, three loaders; ten articles to a page (`?page=`). */
import type { Payload } from 'payload'

import { type MarkdownSitePage, paginated } from '../../sitePage'
import { ListingHtml } from './Html'
import { type ListingPage, loadAuthorPage, loadCategoryPage, loadTagPage } from './load'
import { listingMarkdown } from './markdown'
import { listingMetadata } from './metadata'

type ListingLoader = (payload: Payload, slug: string, page: number, baseUrl: string) => Promise<ListingPage | null>

const listingPage = (load: ListingLoader) =>
  ({
    load: paginated((payload, { params }, page, baseUrl) => load(payload, params.slug, page, baseUrl)),
    Html: ListingHtml,
    markdown: listingMarkdown,
    metadata: listingMetadata,
  }) satisfies MarkdownSitePage<{ slug: string }, ListingPage>

export const categoryPage = listingPage(loadCategoryPage)
export const authorPage = listingPage(loadAuthorPage)
export const tagPage = listingPage(loadTagPage)
