/**
 * Articles, drafts included, as files of the full export (./recordFormat.ts, docs/export-format.md): one per
 * article under its PMS's folder, with what restores it (status, dates, SEO fields, relations by slug).
 */
import { z } from 'zod'

import { CORRECTION_KINDS } from '../../content/articles/articleCorrections'
import { storedEmbeds } from '../embeds/embedData'
import { knownEmbedsContext } from '../embeds/embedsOfBody'
import { EXPORTED } from './exportFormat'
import {
  date,
  dates,
  optionalText,
  parsed,
  type RecordFormat,
  resolveAll,
  restoredDates,
  slug,
  slugList,
  slugs,
  timestamps,
} from './recordFormat'

const articleFields = z.object({
  ...dates,
  title: z.string().min(1),
  slug,
  status: z.enum(['published', 'draft']),
  pms: slug,
  author: slug,
  /** The byline in order; an export made before co-bylines has `author` alone. */
  authors: z.array(slug).min(1).optional(),
  category: slug.nullish(),
  tags: slugs,
  excerpt: optionalText,
  featured_image: optionalText,
  featured_image_caption: optionalText,
  reading_time_minutes: z.number().int().min(0).nullish(),
  is_published: z.boolean().optional(),
  scheduled: z.boolean().optional(),
  is_featured: z.boolean().optional(),
  ai_use: z.enum(['site', 'train', 'answers', 'search-only']).nullish(),
  // docs/decisions/082-authors-hashtags-and-quotes-on-the-fediverse.md.
  quote_policy: z.enum(['anyone', 'followers', 'nobody']).nullish(),
  published_at: date.nullish(),
  meta_title: optionalText,
  meta_description: optionalText,
  summary: optionalText,
  summary_by_editor: z.boolean().optional(),
  // docs/decisions/073-corrections.md: restored with the dates they had.
  corrections: z
    .array(z.strictObject({ kind: z.enum(CORRECTION_KINDS), text: z.string().min(1), date: date.nullish() }))
    .optional(),
  // docs/decisions/072-embeds.md: what the links were found to be, restored rather than fetched again (each checked
  // as stored embeds are when read; one that is not is dropped, and its link fetched as on any save).
  embeds: z.array(z.record(z.string(), z.unknown())).optional(),
})

export const articles: RecordFormat = {
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
      authors: ((doc.authors as unknown[] | undefined)?.length ? (doc.authors as unknown[]) : [doc.author])
        .map((author) => names.slugOf('authors', author))
        .filter((author): author is string => author !== null),
      category: names.slugOf('categories', doc.category),
      tags: slugList(names, 'tags', doc.tags),
      excerpt: doc.excerpt,
      featured_image: doc.featured_image,
      featured_image_caption: doc.featured_image_caption,
      reading_time_minutes: doc.reading_time_minutes,
      ai_use: doc.ai_use,
      quote_policy: doc.quote_policy,
      meta_title: doc.meta_title,
      meta_description: doc.meta_description,
      summary: doc.summary,
      summary_by_editor: doc.summary_by_editor === true,
      corrections: ((doc.corrections ?? []) as Array<{ kind: string; text: string; date?: string | null }>).map(
        ({ kind, text, date }) => ({ kind, text, date: date ?? null }),
      ),
      embeds: storedEmbeds(doc.embeds),
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
        author: await ids.idOf('authors', f.authors?.[0] ?? f.author, 'author'),
        authors: await Promise.all((f.authors ?? [f.author]).map((author) => ids.idOf('authors', author, 'authors'))),
        category: f.category ? await ids.idOf('categories', f.category, 'category') : null,
        tags: await resolveAll(f.tags, (value) => ids.idOf('tags', value, 'tags')),
        excerpt: f.excerpt ?? null,
        body: body.replace(/\n$/, ''),
        featured_image: f.featured_image ?? null,
        featured_image_caption: f.featured_image_caption ?? null,
        ...(f.reading_time_minutes != null ? { reading_time_minutes: f.reading_time_minutes } : {}),
        is_published: f.is_published === true,
        scheduled: f.scheduled === true,
        is_featured: f.is_featured === true,
        ai_use: f.ai_use ?? 'site',
        quote_policy: f.quote_policy ?? 'anyone',
        published_at: f.published_at ?? null,
        meta_title: f.meta_title ?? null,
        meta_description: f.meta_description ?? null,
        summary: f.summary ?? null,
        summary_by_editor: f.summary_by_editor === true,
        corrections: f.corrections ?? [],
        _status: f.status,
        ...restoredDates(f),
      },
      draft: f.status === 'draft',
      context: knownEmbedsContext(storedEmbeds(f.embeds)),
    }
  },
}
