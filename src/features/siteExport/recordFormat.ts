/**
 * What each exported collection's record format is (./recordFiles.ts): a record as a markdown file and back
 * (docs/export-format.md), and the field rules and helpers the formats share.
 */
import { z } from 'zod'

import type { FrontMatterValue } from '../../ground/markdown/frontMatter'

/** Slugs and paths of the records an exported record refers to. */
export interface Names {
  slugOf(collection: 'pmses' | 'authors' | 'categories' | 'tags' | 'glossary-terms', id: unknown): string | null
  mediaPathOf(id: unknown): string | null
  /** `<pms slug>/<article slug>`. */
  articleOf(id: unknown): Promise<string | null>
}

/** The ids, on the importing site, of what a file names; an unknown name is refused naming the field. */
export interface Ids {
  idOf(
    collection: 'pmses' | 'authors' | 'categories' | 'tags' | 'glossary-terms',
    slug: string,
    field: string,
  ): Promise<number>
  mediaIdOf(path: string, field: string): Promise<number>
  articleIdOf(key: string, field: string): Promise<number>
}

interface RecordFile {
  fields: Record<string, FrontMatterValue>
  body: string
}

/** What an import writes: the record found by `match` updated, or created. */
export interface RecordWrite {
  match: Record<string, { equals: string | number }>
  data: Record<string, unknown>
  /** A second pass, once every record of the collection exists (glossary terms name each other). */
  later?: Record<string, unknown>
  draft: boolean
  /** The save's context beside the restore's own (an article's embeds, kept rather than fetched again). */
  context?: Record<string, unknown>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each collection's document type is its own
export type Doc = any

export interface RecordFormat {
  pathOf(doc: Doc, names: Names): Promise<string>
  write(doc: Doc, names: Names): Promise<RecordFile>
  read(fields: Record<string, unknown>, body: string, ids: Ids): Promise<RecordWrite>
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const slug = z.string().regex(slugPattern, 'must be a slug (lower-case letters, digits and hyphens)')
export const optionalText = z.string().nullish()
export const date = z.iso.datetime({ offset: true })
export const dates = { id: z.number().int().optional(), created_at: date.optional(), updated_at: date.optional() }
export const slugs = z.array(slug).optional()

export const timestamps = (doc: Doc) => ({ id: doc.id, created_at: doc.createdAt, updated_at: doc.updatedAt })
export const restoredDates = (fields: { created_at?: string; updated_at?: string }) => ({
  ...(fields.created_at ? { createdAt: fields.created_at } : {}),
  ...(fields.updated_at ? { updatedAt: fields.updated_at } : {}),
})
export const resolveAll = async (list: string[] | undefined, resolve: (slug: string) => Promise<number>) =>
  Promise.all((list ?? []).map(resolve))
export const slugList = (
  names: Names,
  collection: 'pmses' | 'glossary-terms' | 'tags',
  list: unknown[] | null | undefined,
) => (list ?? []).map((id) => names.slugOf(collection, id)).filter((value): value is string => value !== null)

export function parsed<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const result = schema.safeParse(fields)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  throw new Error(`front matter field "${issue.path.join('.') || '(all)'}" ${issue.message}`)
}

export const named = z.object({ ...dates, name: z.string().min(1), slug })
