/**
 * The one mapping of Payload's field errors to ours: the data layer has the last word (a taken slug is only known
 * at insert), and its ValidationError becomes the same 422 as the schema's, naming the request's fields. REST
 * answers it as problem details; MCP's write tools say the same fields and messages in a tool error.
 */
import { ValidationError } from 'payload'

import { type FieldError, validationFailed } from '../ground/errors/AppError'

/** Collection field names back to the names of the create payload. */
const REQUEST_FIELD_NAMES: Record<string, string> = {
  pms: 'pms_id',
  author: 'author_id',
  category: 'category_id',
  article: 'article_id',
  related_terms: 'related_term_ids',
  related_pmses: 'related_pms_ids',
  content: 'body',
  profile_content: 'profile',
}

/** The name a REST or MCP client knows a collection field by (the rich text is the markdown it sent). */
const requestFieldName = (path: string) => REQUEST_FIELD_NAMES[path] ?? path
const REFERENCED: Record<string, string> = {
  pms: 'a PMS',
  author: 'an author',
  category: 'a category',
  article: 'an article',
}

type PayloadFieldErrors = { data: { errors: Array<{ path: string; message: string }> } }

/** Payload's ValidationError (by its shape too: Next's bundles may hold a second copy of the class). */
const isValidationError = (error: unknown): error is PayloadFieldErrors =>
  error instanceof ValidationError || Array.isArray((error as { data?: { errors?: unknown } } | null)?.data?.errors)

/** A Payload ValidationError as the request's field errors, or null for any other error. */
function payloadFieldErrors(error: unknown): FieldError[] | null {
  if (!isValidationError(error) || error.data.errors.length === 0) return null
  return error.data.errors.map((entry) => {
    const field = requestFieldName(entry.path)
    const referenced = REFERENCED[entry.path]
    if (referenced) return { field, message: `refers to ${referenced} that does not exist` }
    if (field === 'slug' && /unique/i.test(entry.message)) return { field, message: 'is already taken' }
    return { field, message: entry.message }
  })
}

/** A Payload ValidationError as our 422; any other error as it is. */
export function fromPayloadValidation(error: unknown): unknown {
  const errors = payloadFieldErrors(error)
  return errors ? validationFailed(errors) : error
}
