/**
 * A create or update needs a document: a JSON object of fields (or multipart/form-data with one in its `_payload`
 * part). A body that is `null`, an array, text or nothing at all reaches Payload's hooks as a missing `data` and
 * fails there with a 500; here it is a 400 naming the body. An upload may come with its file alone.
 */
import { type CollectionBeforeOperationHook, type CollectionConfig, ValidationError } from 'payload'

const isDocument = (data: unknown) => Boolean(data) && typeof data === 'object' && !Array.isArray(data)

export const refuseWriteWithoutDocument: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const { data } = args as { data?: unknown }
  if (isDocument(data) || (data === undefined && req.file)) return args
  throw new ValidationError({ collection: collection.slug, errors: [{ path: 'body', message: 'must be a JSON object of the document’s fields (or multipart/form-data with one in its _payload part)' }], req })
}

export const refusingWritesWithoutDocument = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [refuseWriteWithoutDocument, ...(collection.hooks?.beforeOperation ?? [])] },
})
