/**
 * Each exported collection's record as a markdown file and back (docs/export-format.md): the fields that restore
 * it in the front matter (relations by slug, media by path, the source's id and dates), its long text as the body.
 * The front matter is checked field by field on the way in, so a bad file is refused naming the field.
 */
import { z } from 'zod'

import type { FrontMatterValue } from '../../ground/markdown/frontMatter'
import { EXPORTED, type ExportedCollection } from './exportFormat'

/** Slugs and paths of the records an exported record refers to. */
export interface Names {
  slugOf(collection: 'pmses' | 'authors' | 'categories' | 'glossary-terms', id: unknown): string | null
  mediaPathOf(id: unknown): string | null
  /** `<pms slug>/<article slug>`. */
  articleOf(id: unknown): Promise<string | null>
}

/** The ids, on the importing site, of what a file names; an unknown name is refused naming the field. */
export interface Ids {
  idOf(collection: 'pmses' | 'authors' | 'categories' | 'glossary-terms', slug: string, field: string): Promise<number>
  mediaIdOf(path: string, field: string): Promise<number>
  articleIdOf(key: string, field: string): Promise<number>
}

export interface RecordFile {
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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each collection's document type is its own
type Doc = any

interface RecordFormat {
  pathOf(doc: Doc, names: Names): Promise<string>
  write(doc: Doc, names: Names): Promise<RecordFile>
  read(fields: Record<string, unknown>, body: string, ids: Ids): Promise<RecordWrite>
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slug = z.string().regex(slugPattern, 'must be a slug (lower-case letters, digits and hyphens)')
const optionalText = z.string().nullish()
const date = z.iso.datetime({ offset: true })
const dates = { id: z.number().int().optional(), created_at: date.optional(), updated_at: date.optional() }
const slugs = z.array(slug).optional()

const timestamps = (doc: Doc) => ({ id: doc.id, created_at: doc.createdAt, updated_at: doc.updatedAt })
const restoredDates = (fields: { created_at?: string; updated_at?: string }) => ({
  ...(fields.created_at ? { createdAt: fields.created_at } : {}),
  ...(fields.updated_at ? { updatedAt: fields.updated_at } : {}),
})
const resolveAll = async (list: string[] | undefined, resolve: (slug: string) => Promise<number>) =>
  Promise.all((list ?? []).map(resolve))
const slugList = (names: Names, collection: 'pmses' | 'glossary-terms', list: unknown[] | null | undefined) =>
  (list ?? []).map((id) => names.slugOf(collection, id)).filter((value): value is string => value !== null)

function parsed<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const result = schema.safeParse(fields)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  throw new Error(`front matter field "${issue.path.join('.') || '(all)'}" ${issue.message}`)
}

const named = z.object({ ...dates, name: z.string().min(1), slug })

const categories: RecordFormat = {
  pathOf: async (doc) => `${EXPORTED.categories}/${doc.slug}.md`,
  write: async (doc) => ({ fields: { ...timestamps(doc), name: doc.name, slug: doc.slug }, body: doc.description ?? '' }),
  read: async (fields, body) => {
    const f = parsed(named, fields)
    return {
      match: { slug: { equals: f.slug } },
      data: { name: f.name, slug: f.slug, description: body.trim() || null, ...restoredDates(f) },
      draft: false,
    }
  },
}

const authors: RecordFormat = {
  pathOf: async (doc) => `${EXPORTED.authors}/${doc.slug}.md`,
  write: async (doc, names) => ({
    fields: { ...timestamps(doc), name: doc.name, slug: doc.slug, avatar: names.mediaPathOf(doc.avatar) },
    body: doc.bio ?? '',
  }),
  read: async (fields, body, ids) => {
    const f = parsed(named.extend({ avatar: optionalText }), fields)
    return {
      match: { slug: { equals: f.slug } },
      data: {
        name: f.name,
        slug: f.slug,
        bio: body.trim() || null,
        avatar: f.avatar ? await ids.mediaIdOf(f.avatar, 'avatar') : null,
        ...restoredDates(f),
      },
      draft: false,
    }
  },
}

const pmsFields = named.extend({
  is_published: z.boolean().optional(),
  vendor: optionalText,
  website: optionalText,
  logo: optionalText,
  tagline: optionalText,
  deployment: optionalText,
  segments: z.array(z.string()).optional(),
  pricing_model: optionalText,
  founded_year: z.number().int().nullish(),
  headquarters: optionalText,
  integrations: z.array(z.string()).optional(),
  capabilities: z.record(z.string(), z.boolean().nullable()).optional(),
})

const pmses: RecordFormat = {
  pathOf: async (doc) => `${EXPORTED.pmses}/${doc.slug}.md`,
  write: async (doc, names) => ({
    fields: {
      ...timestamps(doc),
      name: doc.name,
      slug: doc.slug,
      is_published: doc.is_published === true,
      vendor: doc.vendor,
      website: doc.website,
      logo: names.mediaPathOf(doc.logo),
      tagline: doc.tagline,
      deployment: doc.deployment,
      segments: doc.segments ?? [],
      pricing_model: doc.pricing_model,
      founded_year: doc.founded_year,
      headquarters: doc.headquarters,
      integrations: (doc.integrations ?? []).map((row: { name: string }) => row.name),
      capabilities: Object.fromEntries(
        Object.entries(doc.capabilities ?? {}).filter(([key]) => key !== 'id') as [string, boolean | null][],
      ),
    },
    body: doc.profile ?? '',
  }),
  read: async (fields, body, ids) => {
    const f = parsed(pmsFields, fields)
    return {
      match: { slug: { equals: f.slug } },
      data: {
        name: f.name,
        slug: f.slug,
        is_published: f.is_published === true,
        vendor: f.vendor ?? null,
        website: f.website ?? null,
        logo: f.logo ? await ids.mediaIdOf(f.logo, 'logo') : null,
        tagline: f.tagline ?? null,
        profile: body.trim() || null,
        deployment: f.deployment ?? null,
        segments: f.segments ?? [],
        pricing_model: f.pricing_model ?? null,
        founded_year: f.founded_year ?? null,
        headquarters: f.headquarters ?? null,
        integrations: (f.integrations ?? []).map((name) => ({ name })),
        capabilities: f.capabilities ?? {},
        _status: f.is_published ? 'published' : 'draft',
        ...restoredDates(f),
      },
      draft: !f.is_published,
    }
  },
}

const glossaryTerms: RecordFormat = {
  pathOf: async (doc) => `${EXPORTED['glossary-terms']}/${doc.slug}.md`,
  write: async (doc, names) => ({
    fields: {
      ...timestamps(doc),
      term: doc.term,
      slug: doc.slug,
      short_definition: doc.short_definition,
      is_published: doc.is_published === true,
      related_terms: slugList(names, 'glossary-terms', doc.related_terms),
      related_pmses: slugList(names, 'pmses', doc.related_pmses),
    },
    body: doc.body ?? '',
  }),
  read: async (fields, body, ids) => {
    const f = parsed(
      z.object({
        ...dates,
        term: z.string().min(1),
        slug,
        short_definition: z.string().min(1),
        is_published: z.boolean().optional(),
        related_terms: slugs,
        related_pmses: slugs,
      }),
      fields,
    )
    return {
      match: { slug: { equals: f.slug } },
      data: {
        term: f.term,
        slug: f.slug,
        short_definition: f.short_definition,
        body: body.trim() || null,
        is_published: f.is_published === true,
        related_pmses: await resolveAll(f.related_pmses, (value) => ids.idOf('pmses', value, 'related_pmses')),
        ...restoredDates(f),
      },
      later: { related_terms: f.related_terms ?? [] },
      draft: false,
    }
  },
}

const comparisons: RecordFormat = {
  pathOf: async (doc) => `${EXPORTED.comparisons}/${doc.slug}.md`,
  write: async (doc, names) => ({
    fields: {
      ...timestamps(doc),
      title: doc.title,
      slug: doc.slug,
      is_published: doc.is_published === true,
      pmses: slugList(names, 'pmses', doc.pmses),
      author: names.slugOf('authors', doc.author),
      verdict: doc.verdict,
      reviewed_at: doc.reviewed_at,
    },
    body: doc.body ?? '',
  }),
  read: async (fields, body, ids) => {
    const f = parsed(
      z.object({
        ...dates,
        title: z.string().min(1),
        slug,
        is_published: z.boolean().optional(),
        pmses: z.array(slug).min(1),
        author: slug.nullish(),
        verdict: optionalText,
        reviewed_at: date.nullish(),
      }),
      fields,
    )
    return {
      match: { slug: { equals: f.slug } },
      data: {
        title: f.title,
        slug: f.slug,
        is_published: f.is_published === true,
        pmses: await resolveAll(f.pmses, (value) => ids.idOf('pmses', value, 'pmses')),
        author: f.author ? await ids.idOf('authors', f.author, 'author') : null,
        verdict: f.verdict ?? null,
        reviewed_at: f.reviewed_at ?? null,
        body: body.trim() || null,
        ...restoredDates(f),
      },
      draft: false,
    }
  },
}

const articleFields = z.object({
  ...dates,
  title: z.string().min(1),
  slug,
  status: z.enum(['published', 'draft']),
  pms: slug,
  author: slug,
  category: slug.nullish(),
  excerpt: optionalText,
  featured_image: optionalText,
  featured_image_caption: optionalText,
  reading_time_minutes: z.number().int().min(0).nullish(),
  is_published: z.boolean().optional(),
  scheduled: z.boolean().optional(),
  is_featured: z.boolean().optional(),
  ai_use: z.enum(['site', 'train', 'answers', 'search-only']).nullish(),
  published_at: date.nullish(),
  meta_title: optionalText,
  meta_description: optionalText,
  summary: optionalText,
  summary_by_editor: z.boolean().optional(),
})

const articles: RecordFormat = {
  pathOf: async (doc, names) => `${EXPORTED.articles}/${names.slugOf('pmses', doc.pms)}/${doc.slug}.md`,
  write: async (doc, names) => ({
    fields: {
      ...timestamps(doc),
      title: doc.title,
      slug: doc.slug,
      status: doc._status === 'published' ? 'published' : 'draft',
      is_published: doc.is_published === true,
      scheduled: doc.scheduled === true,
      is_featured: doc.is_featured === true,
      published_at: doc.published_at,
      pms: names.slugOf('pmses', doc.pms),
      author: names.slugOf('authors', doc.author),
      category: names.slugOf('categories', doc.category),
      excerpt: doc.excerpt,
      featured_image: doc.featured_image,
      featured_image_caption: doc.featured_image_caption,
      reading_time_minutes: doc.reading_time_minutes,
      ai_use: doc.ai_use,
      meta_title: doc.meta_title,
      meta_description: doc.meta_description,
      summary: doc.summary,
      summary_by_editor: doc.summary_by_editor === true,
    },
    body: doc.body ?? '',
  }),
  read: async (fields, body, ids) => {
    const f = parsed(articleFields, fields)
    const pms = await ids.idOf('pmses', f.pms, 'pms')
    return {
      match: { slug: { equals: f.slug }, pms: { equals: pms } },
      data: {
        title: f.title,
        slug: f.slug,
        pms,
        author: await ids.idOf('authors', f.author, 'author'),
        category: f.category ? await ids.idOf('categories', f.category, 'category') : null,
        excerpt: f.excerpt ?? null,
        body: body.replace(/\n$/, ''),
        featured_image: f.featured_image ?? null,
        featured_image_caption: f.featured_image_caption ?? null,
        ...(f.reading_time_minutes != null ? { reading_time_minutes: f.reading_time_minutes } : {}),
        is_published: f.is_published === true,
        scheduled: f.scheduled === true,
        is_featured: f.is_featured === true,
        ai_use: f.ai_use ?? 'site',
        published_at: f.published_at ?? null,
        meta_title: f.meta_title ?? null,
        meta_description: f.meta_description ?? null,
        summary: f.summary ?? null,
        summary_by_editor: f.summary_by_editor === true,
        _status: f.status,
        ...restoredDates(f),
      },
      draft: f.status === 'draft',
    }
  },
}

const prLinks: RecordFormat = {
  pathOf: async (doc) => `${EXPORTED['pr-links']}/${doc.id}.md`,
  write: async (doc, names) => ({
    fields: {
      ...timestamps(doc),
      title: doc.title,
      url: doc.url,
      publisher: doc.publisher,
      date: doc.date,
      pms: names.slugOf('pmses', doc.pms),
      article: await names.articleOf(doc.article),
      is_active: doc.is_active !== false,
    },
    body: doc.notes ?? '',
  }),
  read: async (fields, body, ids) => {
    const f = parsed(
      z.object({
        ...dates,
        title: z.string().min(1),
        url: z.url(),
        publisher: optionalText,
        date: date.nullish(),
        pms: slug,
        article: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/).nullish(),
        is_active: z.boolean().optional(),
      }),
      fields,
    )
    return {
      match: { url: { equals: f.url } },
      data: {
        title: f.title,
        url: f.url,
        publisher: f.publisher ?? null,
        date: f.date ?? null,
        pms: await ids.idOf('pmses', f.pms, 'pms'),
        article: f.article ? await ids.articleIdOf(f.article, 'article') : null,
        notes: body.trim() || null,
        is_active: f.is_active !== false,
        ...restoredDates(f),
      },
      draft: false,
    }
  },
}

export const RECORD_FORMATS: Record<ExportedCollection, RecordFormat> = {
  categories,
  authors,
  pmses,
  'glossary-terms': glossaryTerms,
  comparisons,
  articles,
  'pr-links': prLinks,
}

/** The collection a file of the export belongs to, by its folder; null for a file no import reads. */
export function collectionOfPath(path: string): ExportedCollection | null {
  const folder = path.split('/')[0]
  const found = Object.entries(EXPORTED).find(([, dir]) => dir === folder)
  return found && path.endsWith('.md') ? (found[0] as ExportedCollection) : null
}
