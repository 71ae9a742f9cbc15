import { ValidationError } from 'payload'

import { type FieldError, validationFailed } from '../errors/AppError'

/** Collection field names back to the names of the create payload. */
const REQUEST_FIELD_NAMES: Record<string, string> = { pms: 'pms_id', author: 'author_id', category: 'category_id' }

/**
 * The data layer has the last word (a taken slug is only known at insert): its ValidationError becomes the same
 * 422 as the schema's, naming the request's fields.
 */
export function fromPayloadValidation(error: unknown): unknown {
  if (!(error instanceof ValidationError)) return error
  const errors: FieldError[] = error.data.errors.map((entry) => {
    const field = REQUEST_FIELD_NAMES[entry.path] ?? entry.path
    const message = field === 'slug' && /unique/i.test(entry.message) ? 'is already taken' : entry.message
    return { field, message }
  })
  return validationFailed(errors)
}
