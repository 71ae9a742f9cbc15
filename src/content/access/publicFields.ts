import {
  APIError,
  type CollectionAfterReadHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type DataFromCollectionSlug,
  type Field,
  type FieldHook,
  type PayloadRequest,
} from 'payload'

import {
  ALWAYS_PUBLIC_FIELDS,
  PUBLIC_FIELDS,
  PUBLIC_RULES,
  type PublicCollection,
  publicWhere,
} from '../../ground/db/publicVisibility'
import { isStaffField } from './isStaffField'
import { roleOf } from './roles'

/** A record of any public collection, as its hooks see it. */
type PublicDocument = DataFromCollectionSlug<PublicCollection>

/** A relationship's value at any depth: an id, the related record, or a list of them. */
type Relation = number | { id: number }
type RelationValue = Relation | Relation[] | null | undefined

/**
 * Applies a public collection's allow-list of fields (`PUBLIC_FIELDS`, src/ground/db/publicVisibility.ts) to readers who are
 * not signed in, where Payload enforces access (REST, GraphQL, `depth` population, and local reads with
 * `overrideAccess: false`); signed-in staff and the server's own reads keep every field. Three parts:
 * - every field not on the list gets field-level read access for staff only, so Payload leaves it out of the answer
 *   and refuses a `where` on it (400), in REST and GraphQL alike;
 * - an `afterRead` hook drops any other key not on the list (what Payload adds itself, such as drafts' `_status`,
 *   and a field added later without a decision), so the list is an allow-list and not a deny-list;
 * - a relationship to a collection whose records may be hidden keeps only the public ones, so a public record does
 *   not name the id of a hidden one (Payload leaves the ids of records its reader may not read).
 * - a read that is not signed in sorts by no field off the list (400), and never asks for drafts (`?draft=true`, GraphQL's `draft: true`): Payload would answer
 *   with the newest version of a public record, an unpublished change among them, whose snapshot still meets the rule.
 * The configuration refuses to load when the list names a field the collection does not have.
 */
export function publicFields(config: CollectionConfig): CollectionConfig {
  const collection = config.slug as PublicCollection
  const allowed = new Set<string>(PUBLIC_FIELDS[collection])
  if (!allowed.size) throw new Error(`${config.slug} is not a public collection (PUBLIC_FIELDS)`)
  const seen = new Set<string>()
  const fields = config.fields.map((field) => restrict(field, allowed, seen))
  const missing = [...allowed].filter((name) => !seen.has(name))
  if (missing.length > 0)
    throw new Error(`PUBLIC_FIELDS of ${config.slug} names fields it does not have: ${missing.join(', ')}`)
  return {
    ...config,
    fields,
    hooks: {
      ...config.hooks,
      beforeOperation: [...(config.hooks?.beforeOperation ?? []), anonymousReadArgs(allowed)],
      afterRead: [...(config.hooks?.afterRead ?? []), keepPublicFields(allowed)],
    },
  }
}

const anonymousRead = (req: PayloadRequest, overrideAccess: boolean | undefined) =>
  overrideAccess !== true && roleOf(req.user) === null

function restrict(field: Field, allowed: Set<string>, seen: Set<string>): Field {
  if (field.type === 'ui') return field
  // A layout field (row, collapsible, tabs): the fields of its unnamed parts are the record's own.
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) =>
        'name' in tab && tab.name
          ? restrictNamed(tab, allowed, seen)
          : { ...tab, fields: tab.fields.map((inner) => restrict(inner, allowed, seen)) },
      ),
    }
  if (!('name' in field))
    return 'fields' in field ? { ...field, fields: field.fields.map((inner) => restrict(inner, allowed, seen)) } : field
  return restrictNamed(field, allowed, seen)
}

function restrictNamed<F extends { name: string; access?: object; hooks?: object }>(
  field: F,
  allowed: Set<string>,
  seen: Set<string>,
): F {
  seen.add(field.name)
  if (!allowed.has(field.name)) return { ...field, access: { ...field.access, read: isStaffField } }
  const related = 'relationTo' in field ? (field.relationTo as unknown) : undefined
  if (typeof related !== 'string' || !hidesRecords(related)) return field
  const hooks = field.hooks as { afterRead?: FieldHook<PublicDocument>[] } | undefined
  return { ...field, hooks: { ...hooks, afterRead: [...(hooks?.afterRead ?? []), onlyPublicRelations(related)] } }
}

/** Whether some records of `collection` are hidden from the public by a rule on their own columns. */
const hidesRecords = (collection: string): collection is PublicCollection =>
  collection in PUBLIC_RULES && PUBLIC_RULES[collection as PublicCollection].own.length > 0

/** A 400 in the shape of Payload's own refused query (named QueryError, as src/hooks/refuseMalformedQueries.ts names its own). */
class SortRefused extends APIError<{ errors: Array<{ path: string; message: string }> }> {
  constructor(field: string) {
    const message = `may not name ${field} without signing in`
    super(`The query parameter sort ${message}.`, 400, { errors: [{ path: 'sort', message }] }, true)
    this.name = 'QueryError'
  }
}

const sortFields = (sort: unknown): string[] =>
  (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : [])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().replace(/^[-+]/, '').split('.')[0]!)
    .filter(Boolean)

/**
 * A read that is not signed in asks for no drafts, and sorts by no field it may not read (an order by who saved a
 * record would tell what it does not show).
 */
const anonymousReadArgs =
  (allowed: Set<string>): CollectionBeforeOperationHook<PublicCollection> =>
  ({ args, operation, req }) => {
    const read = args as { draft?: boolean; overrideAccess?: boolean; sort?: unknown }
    if ((operation !== 'read' && operation !== 'count') || !anonymousRead(req, read.overrideAccess)) return args
    const hiddenSort = sortFields(read.sort).find(
      (field) => !allowed.has(field) && !(ALWAYS_PUBLIC_FIELDS as readonly string[]).includes(field),
    )
    if (hiddenSort !== undefined) throw new SortRefused(hiddenSort)
    return read.draft ? { ...args, draft: false } : args
  }

const keepPublicFields =
  (allowed: Set<string>): CollectionAfterReadHook<PublicDocument> =>
  ({ doc, req, overrideAccess }) => {
    if (!anonymousRead(req, overrideAccess)) return doc
    // Payload's own keys too (drafts' `_status`), which no document type names.
    for (const key of Object.keys(doc))
      if (!allowed.has(key) && !(ALWAYS_PUBLIC_FIELDS as readonly string[]).includes(key))
        Reflect.deleteProperty(doc, key)
    return doc
  }

/** Per request: which records of which collection are public, as far as asked. */
const knownPublic = new WeakMap<PayloadRequest, Map<string, boolean>>()

const idOf = (value: Relation): number | string | null =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? (value.id ?? null)
      : null

const onlyPublicRelations =
  (collection: PublicCollection): FieldHook<PublicDocument, RelationValue> =>
  async ({ value, req, overrideAccess }) => {
    if (!anonymousRead(req, overrideAccess) || value === null || value === undefined) return value
    const values: Relation[] = Array.isArray(value) ? value : [value]
    const known = knownPublic.get(req) ?? new Map<string, boolean>()
    knownPublic.set(req, known)
    const key = (id: number | string) => `${collection}:${id}`
    const unknown = values.map(idOf).filter((id): id is number | string => id !== null && !known.has(key(id)))
    if (unknown.length > 0) {
      const { docs } = (await req.payload.find({
        collection,
        where: { and: [{ id: { in: unknown } }, publicWhere(collection)!] },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        // The id is all it needs, and Payload answers it whatever is selected: the least every public collection has.
        select: { createdAt: true },
        req,
      })) as { docs: Array<{ id: number | string }> }
      const found = new Set(docs.map((doc) => String(doc.id)))
      for (const id of unknown) known.set(key(id), found.has(String(id)))
    }
    const kept = values.filter((item) => {
      const id = idOf(item)
      return id !== null && known.get(key(id)) === true
    })
    return Array.isArray(value) ? kept : (kept[0] ?? null)
  }
