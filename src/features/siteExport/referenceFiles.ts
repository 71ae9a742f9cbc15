/**
 * Glossary terms, comparisons and PR links as files of the full export (./recordFormat.ts, docs/export-format.md).
 */
import { z } from 'zod'

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

export const glossaryTerms: RecordFormat = {
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

export const comparisons: RecordFormat = {
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

export const prLinks: RecordFormat = {
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
        article: z
          .string()
          .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/)
          .nullish(),
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
