/**
 * The categories, A–Z, for the site's navigation ("Topics" in the header, the phone menu and the footer). All of
 * them, not only those with a public article: the navigation of every kept page then changes only when a category
 * does, and a change to a category drops every kept page (docs/decisions/029). One small statement on a page miss.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedRows } from '../../db/adapter'
import { absolute, categoryPath } from '../../paths'

export interface TopicLink {
  name: string
  url: string
}

export async function loadTopicLinks(payload: Payload, baseUrl: string): Promise<TopicLink[]> {
  const rows = await preparedRows(
    payload,
    sql`SELECT c.name, c.slug FROM categories c WHERE c.slug IS NOT NULL ORDER BY c.name, c.id`,
  )
  return (rows as Array<{ name: string; slug: string }>).map((row) => ({
    name: row.name,
    url: absolute(baseUrl, categoryPath(row.slug)),
  }))
}
