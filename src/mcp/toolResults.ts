/**
 * What a tool answers: `structuredContent` (checked against the tool's output schema) with a text rendering of it
 * for clients that read text only; or an `isError` result whose message tells the model how to fix its call.
 */
import type { CallToolResult } from '@modelcontextprotocol/server'

import { AppError, type FieldError } from '../errors/AppError'

export function toolOk<T extends Record<string, unknown>>(structured: T, text: string): CallToolResult {
  return { structuredContent: structured, content: [{ type: 'text', text }] }
}

export function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] }
}

/** The tool that lists the ids a reference field takes, for a refusal naming that field. */
const FINDERS: Record<string, string> = {
  pms_id: 'list-pmses',
  category_id: 'list-categories',
  article_id: 'list-articles',
  related_term_ids: 'list-glossary-terms',
  related_pms_ids: 'list-pmses',
}

const fieldSentence = ({ field, message }: FieldError) =>
  `${field}: ${message}${FINDERS[field] ? ` (find the right id with ${FINDERS[field]})` : ''}`

/** Field errors as one sentence a model can act on. */
export const refusalText = (errors: FieldError[]) =>
  `The change was refused: ${errors.map(fieldSentence).join('; ')}. Fix these fields and call again.`

/**
 * Our refusal of a write (an AppError naming the fields, from an entity's write path: src/content/entityWrite.ts)
 * as the tool error a model can act on: MCP's one mapping of it. Null for any other error.
 */
export function toolRefusal(error: unknown): CallToolResult | null {
  return error instanceof AppError && error.errors ? toolError(refusalText(error.errors)) : null
}
