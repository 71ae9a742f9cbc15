/**
 * A PMS, category, tag, comparison or glossary term named by a reader's agent: by its slug, or by its name made into a
 * slug ("Oracle OPERA" → `oracle-opera`), among what the site shows only (src/features/site/loaders/findPublishedBySlug.ts
 * keeps to the one rule of what is public; every category is public).
 */
import type { Payload } from 'payload'

import { isSlug, slugify } from '../../../ground/lib/slugify'
import { findPublishedBySlug } from '../../../features/site/loaders/findPublishedBySlug'
import { publicTagBySlug } from '../../../content/tags/publicTags'

/** The slug a reader's name stands for, or null when nothing could be one. */
export const slugOf = (nameOrSlug: string): string | null => {
  const slug = isSlug(nameOrSlug) ? nameOrSlug : slugify(nameOrSlug)
  return slug && isSlug(slug) ? slug : null
}

export async function publishedPms(payload: Payload, nameOrSlug: string) {
  const slug = slugOf(nameOrSlug)
  return slug ? findPublishedBySlug(payload, 'pmses', slug, 0) : null
}

export async function category(payload: Payload, nameOrSlug: string) {
  const slug = slugOf(nameOrSlug)
  if (!slug) return null
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    select: { name: true, slug: true },
  })
  return docs[0] ?? null
}

/** A public tag (docs/decisions/070-tags.md): one a published article carries, not in the trash. */
export async function publicTag(payload: Payload, nameOrSlug: string) {
  const slug = slugOf(nameOrSlug)
  return slug ? publicTagBySlug(payload, slug) : null
}
