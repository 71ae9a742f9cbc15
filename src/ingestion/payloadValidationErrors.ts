import { ValidationError } from 'payload'

import { type FieldError, validationFailed } from '../errors/AppError'

/** Collection field names back to the names of the create payload. */
const REQUEST_FIELD_NAMES: Record<string, string> = {
  pms: 'pms_id',
  author: 'author_id',
  category: 'category_id',
  content: 'body',
  profile_content: 'profile',
}

/** The name a REST or MCP client knows a collection field by (the rich text is the markdown it sent). */
export const requestFieldName = (path: string) => REQUEST_FIELD_NAMES[path] ?? path
const REFERENCED: Record<string, string> = { pms: 'a PMS', author: 'an author', category: 'a category' }

/**
 * The data layer has the last word (a taken slug is only known at insert): its ValidationError becomes the same
 * 422 as the schema's, naming the request's fields.
 */
export function fromPayloadValidation(error: unknown): unknown {
  if (!(error instanceof ValidationError)) return error
  const errors: FieldError[] = error.data.errors.map((entry) => {
    const field = requestFieldName(entry.path)
    const referenced = REFERENCED[entry.path]
    if (referenced) return { field, message: `refers to ${referenced} that does not exist` }
    if (field === 'slug' && /unique/i.test(entry.message)) return { field, message: 'is already taken' }
    return { field, message: entry.message }
  })
  return validationFailed(errors)
}
