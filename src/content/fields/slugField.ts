import type { DataFromCollectionSlug, FieldHook, TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import type { ZodType } from 'zod'

import { slug as slugRule, problemWith } from '../fieldRules'
import { quotedTableOf, readUnderLock } from '../../ground/db/adapter'
import { SLUG_MAX_LENGTH, slugify, withSuffix } from '../../ground/lib/slugify'
import type { FieldsHolding } from './fieldsHolding'

/** The collections whose documents have a slug: each one's page address. */
type SluggedCollection = 'articles' | 'pmses' | 'glossary-terms' | 'comparisons' | 'authors' | 'categories' | 'tags'

/** A hook of the slug field; `undefined` in and out is a slug neither sent nor changed. */
type SlugHook<S extends SluggedCollection> = FieldHook<
  DataFromCollectionSlug<S>,
  string | null | undefined,
  DataFromCollectionSlug<S>
>

interface SlugFieldOptions<S extends SluggedCollection> {
  /** The field the slug is derived from when none is given. */
  from: FieldsHolding<DataFromCollectionSlug<S>, string>
  /**
   * The entity's slug rule, when it has more than every slug's (a PMS's may not take a reserved top-level path):
   * the zod schema its machine writers' input uses, so the cockpit refuses in the same words.
   */
  rule?: ZodType
}

const derivedFlag = (collection: SluggedCollection) => `slugDerived:${collection}`

/** Fills an empty slug from the source field, remembering that it was derived and may take a suffix. */
const deriveSlug =
  <S extends SluggedCollection>(collection: S, from: SlugFieldOptions<S>['from']): SlugHook<S> =>
  ({ value, data, siblingData, req }) => {
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
    const source: unknown = siblingData?.[from] ?? data?.[from]
    if (typeof source !== 'string') return value
    req.context[derivedFlag(collection)] = true
    // A title with no Latin letters or digits ("日本のホテル") still gets a slug; the suffix makes it unique.
    return slugify(source) || 'untitled'
  }

/**
 * A derived slug that is taken becomes `slug-2`, `slug-3`, … The advisory lock serialises concurrent creates of the
 * same base slug until each commits, so twenty simultaneous articles with one title get twenty distinct slugs.
 * An explicit slug is never changed: if it is taken, the unique index refuses the write.
 */
const makeDerivedSlugUnique =
  <S extends SluggedCollection>(collection: S): SlugHook<S> =>
  async ({ value, req, originalDoc }) => {
    if (typeof value !== 'string' || req.context[derivedFlag(collection)] !== true) return value
    // Suffixed slugs may shorten the base to fit 255 characters, so match on a prefix of it. The lock and the
    // read share one round trip: this runs on every create.
    const prefix = value.slice(0, SLUG_MAX_LENGTH - 12).replace(/[\\%_]/g, '\\$&')
    const existing = await readUnderLock<{ id: number | string; slug: string }>(
      req,
      `slug:${collection}:${value}`,
      (literal) => `SELECT id, slug FROM ${quotedTableOf(req, collection)} WHERE slug LIKE ${literal(`${prefix}%`)}`,
    )
    const ownId = originalDoc?.id
    const taken = new Set(existing.filter((doc) => doc.id !== ownId).map((doc) => doc.slug))
    if (!taken.has(value)) return value
    for (let n = 2; ; n += 1) {
      const candidate = withSuffix(value, n)
      if (!taken.has(candidate)) return candidate
    }
  }

export function slugField<S extends SluggedCollection>(collection: S, options: SlugFieldOptions<S>): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    maxLength: SLUG_MAX_LENGTH,
    admin: {
      position: 'sidebar',
      description: `Lower-case letters, digits and hyphens. Left empty, it is made from the ${options.from}.`,
    },
    hooks: {
      beforeValidate: [deriveSlug(collection, options.from)],
      beforeChange: [makeDerivedSlugUnique(collection)],
    },
    validate: ((value, args) => {
      if (typeof value !== 'string' || value === '') return `A slug is required (or a ${options.from} to make it from)`
      return problemWith(options.rule ?? slugRule, value) ?? text(value, args)
    }) as TextFieldSingleValidation,
  }
}
