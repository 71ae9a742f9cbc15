/**
 * The public JSON of a record as webhooks carry it (docs/decisions/077-webhooks.md): the fields the public REST answer
 * of `/cms-api` gives an anonymous reader (`PUBLIC_FIELDS`, src/ground/db/publicVisibility.ts, the one allow-list),
 * with related records as their ids, and the record's page and `.md` addresses. Markdown is the machine contract
 * (DESIGN.md §4): the cockpit's rich-text twin of a body is left out. The addresses are read by the one rule of what
 * is public, on the caller's connection (the write's transaction, which sees the write): a record the public does
 * not see has none, and sends nothing but its leaving.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { ALWAYS_PUBLIC_FIELDS, PUBLIC_FIELDS, publicArticle, publicPms } from '../../ground/db/publicVisibility'
import { absolute, articleMarkdownPath, articlePath, pmsPath } from '../../ground/paths'

export type RowsOf = (query: SQL) => Promise<Array<Record<string, unknown>>>

type WebhookCollection = 'articles' | 'pmses'

/** Rich text (the cockpit's Lexical JSON beside the markdown) and media records, which the public never reads whole. */
const LEFT_OUT = new Set(['content', 'profile_content', 'image', 'logo'])

const idOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** Relationships, at whatever depth the write returned them, as ids. */
const RELATIONS = new Set(['pms', 'author', 'authors', 'category', 'tags'])

export function publicDataOf(collection: WebhookCollection, doc: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const field of [...ALWAYS_PUBLIC_FIELDS, ...PUBLIC_FIELDS[collection]]) {
    if (LEFT_OUT.has(field) || !(field in doc)) continue
    const value = doc[field]
    data[field] = RELATIONS.has(field) ? (Array.isArray(value) ? value.map(idOf) : idOf(value)) : value
  }
  return data
}

export interface RecordAddresses {
  url: string
  markdown_url?: string
}

const articleAddresses = (baseUrl: string, pmsSlug: string, slug: string): RecordAddresses => ({
  url: absolute(baseUrl, articlePath(pmsSlug, slug)),
  markdown_url: absolute(baseUrl, articleMarkdownPath(pmsSlug, slug)),
})

/** Where the record is public now, or null when it is not. */
export async function publicAddressesOf(
  rowsOf: RowsOf,
  collection: WebhookCollection,
  id: number,
  baseUrl: string,
): Promise<RecordAddresses | null> {
  if (collection === 'articles') {
    const [row] = await rowsOf(sql`
      SELECT a.slug, p.slug AS pms_slug FROM articles a JOIN pmses p ON p.id = a.pms_id
      WHERE a.id = ${id} AND ${publicArticle('a', 'p')}`)
    return row ? articleAddresses(baseUrl, String(row.pms_slug), String(row.slug)) : null
  }
  const [row] = await rowsOf(sql`SELECT p.slug FROM pmses p WHERE p.id = ${id} AND ${publicPms('p')}`)
  return row ? { url: absolute(baseUrl, pmsPath(String(row.slug))) } : null
}

/** Where an article was public, from its row as it was (`doc`): the addresses its leaving names. */
export async function formerArticleAddresses(
  rowsOf: RowsOf,
  doc: Record<string, unknown>,
  baseUrl: string,
): Promise<RecordAddresses | null> {
  const pmsId = Number(idOf(doc.pms))
  if (typeof doc.slug !== 'string' || !Number.isSafeInteger(pmsId)) return null
  const [row] = await rowsOf(sql`SELECT slug FROM pmses WHERE id = ${pmsId}`)
  return row ? articleAddresses(baseUrl, String(row.slug), doc.slug) : null
}
