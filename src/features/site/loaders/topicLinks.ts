/**
 * The categories, A–Z, for the site's navigation ("Topics" in the header, the phone menu and the footer). All of
 * them, not only those with a public article: the navigation of every kept page then changes only when a category
 * does, and a change to a category drops every kept page (docs/decisions/029). One small statement on a page miss.
 */
import type { Payload } from 'payload'

import { categoriesAToZ } from '../../../content/categories/publicCategories'
import { absolute, categoryPath } from '../../../ground/paths'

export interface TopicLink {
  name: string
  url: string
}

export async function loadTopicLinks(payload: Payload, baseUrl: string): Promise<TopicLink[]> {
  return (await categoriesAToZ(payload)).map((row) => ({
    name: row.name,
    url: absolute(baseUrl, categoryPath(row.slug)),
  }))
}
