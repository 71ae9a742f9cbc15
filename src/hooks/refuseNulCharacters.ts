/**
 * PostgreSQL text cannot hold NUL characters: a value with one fails at the database, and Payload answers that
 * with a 500. Every collection refuses it before validation instead, with a 400 naming the field, whatever the
 * write path (the cockpit, Payload's REST and GraphQL APIs, our REST ingestion and MCP tools, whose own schemas
 * refuse it earlier with their own messages).
 */
import {
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type CollectionSlug,
  type DataFromCollectionSlug,
  ValidationError,
} from 'payload'

/** The dotted paths of every string holding a NUL, in nested groups, arrays and rich text alike. */
export function pathsWithNul(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : []
  if (Array.isArray(value))
    return value.flatMap((item, index) => pathsWithNul(item, path ? `${path}.${index}` : String(index)))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => pathsWithNul(item, path ? `${path}.${key}` : key))
  }
  return []
}

const refuseNul: CollectionBeforeValidateHook<DataFromCollectionSlug<CollectionSlug>> = ({ data, collection, req }) => {
  const paths = pathsWithNul(data)
  if (paths.length > 0) {
    throw new ValidationError({
      collection: collection.slug,
      errors: paths.map((path) => ({ path, message: 'must not contain NUL characters' })),
      req,
    })
  }
  return data
}

export const refusingNulCharacters = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeValidate: [refuseNul, ...(collection.hooks?.beforeValidate ?? [])] },
})
