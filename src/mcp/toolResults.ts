/**
 * What a tool answers: `structuredContent` (checked against the tool's output schema) with a text rendering of it
 * for clients that read text only; or an `isError` result whose message tells the model how to fix its call.
 */
import type { CallToolResult } from '@modelcontextprotocol/server'

import { requestFieldName } from '../content/payloadValidationErrors'
import type { FieldError } from '../errors/AppError'

export function toolOk<T extends Record<string, unknown>>(structured: T, text: string): CallToolResult {
  return { structuredContent: structured, content: [{ type: 'text', text }] }
}

export function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] }
}

/** Field errors as one sentence a model can act on. */
export const refusalText = (errors: FieldError[]) =>
  `The change was refused: ${errors.map(({ field, message }) => `${field}: ${message}`).join('; ')}. Fix these fields and call again.`

/** Payload's field errors as one sentence a model can act on. */
export function validationMessage(error: unknown): string | null {
  const data = (error as { data?: { errors?: Array<{ path?: string; message?: string }> } })?.data
  const errors = data?.errors
  if (!Array.isArray(errors) || errors.length === 0) return null
  return refusalText(
    errors.map((item) => ({
      field: item.path ? requestFieldName(item.path) : 'a field',
      message: item.message ?? 'is invalid',
    })),
  )
}
