/**
 * Categories, tags, authors and PMS profiles as files of the full export (./recordFormat.ts, docs/export-format.md).
 */
import { z } from 'zod'

import { EXPORTED } from './exportFormat'
import { type RecordFormat, named, optionalText, parsed, restoredDates, timestamps } from './recordFormat'

export const categories: RecordFormat = {
  pathOf: async (doc) => `${EXPORTED.categories}/${doc.slug}.md`,
  write: async (doc) => ({
    fields: { ...timestamps(doc), name: doc.name, slug: doc.slug },
    body: doc.description ?? '',
  }),
  read: async (fields, body) => {
    const f = parsed(named, fields)
    return {
      match: { slug: { equals: f.slug } },
      data: { name: f.name, slug: f.slug, description: body.trim() || null, ...restoredDates(f) },
      draft: false,
    }
  },
}

/** A tag (docs/decisions/070-tags.md): as a category, its description the body. */
export const tags: RecordFormat = {
  pathOf: async (doc) => `${EXPORTED.tags}/${doc.slug}.md`,
  write: async (doc) => ({
    fields: { ...timestamps(doc), name: doc.name, slug: doc.slug },
    body: doc.description ?? '',
  }),
  read: categories.read,
}

export const authors: RecordFormat = {
  pathOf: async (doc) => `${EXPORTED.authors}/${doc.slug}.md`,
  write: async (doc, names) => ({
    fields: {
      ...timestamps(doc),
      name: doc.name,
      slug: doc.slug,
      avatar: names.mediaPathOf(doc.avatar),
      fediverse_handle: doc.fediverse_handle,
    },
    body: doc.bio ?? '',
  }),
  read: async (fields, body, ids) => {
    const f = parsed(named.extend({ avatar: optionalText, fediverse_handle: optionalText }), fields)
    return {
      match: { slug: { equals: f.slug } },
      data: {
        name: f.name,
        slug: f.slug,
        bio: body.trim() || null,
        avatar: f.avatar ? await ids.mediaIdOf(f.avatar, 'avatar') : null,
        fediverse_handle: f.fediverse_handle ?? null,
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

export const pmses: RecordFormat = {
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
