/**
 * What a tool answers: `structuredContent` (checked against the tool's output schema) with a text rendering of it
 * for clients that read text only; or an `isError` result whose message tells the model how to fix its call.
 */
import type { CallToolResult } from '@modelcontextprotocol/server'

import { AppError, type FieldError } from '../ground/errors/AppError'
import { authorsList } from './references'
import type { ToolContext } from './toolContext'

export function toolOk<T extends Record<string, unknown>>(structured: T, text: string): CallToolResult {
  return { structuredContent: structured, content: [{ type: 'text', text }] }
}

export function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] }
}

/**
 * Where the right ids of a reference field are found, for a refusal naming that field: the tool that lists them, or
 * (authors, which no tool lists) the authors themselves.
 */
const FINDERS: Record<string, (ctx: ToolContext) => string | Promise<string>> = {
  pms_id: () => 'list-pmses',
  author_id: (ctx) => authorsList(ctx),
  author_ids: (ctx) => authorsList(ctx),
  category_id: () => 'list-categories',
  tags: () => 'list-tags',
  article_id: () => 'list-articles',
  related_term_ids: () => 'list-glossary-terms',
  related_pms_ids: () => 'list-pmses',
}

async function fieldSentence(ctx: ToolContext, { field, message }: FieldError): Promise<string> {
  const finder = FINDERS[field]
  return `${field}: ${message}${finder ? ` (find the right id with ${await finder(ctx)})` : ''}`
}

/** Field errors as one sentence a model can act on. */
export const refusalText = async (ctx: ToolContext, errors: FieldError[]) =>
  `The change was refused: ${(await Promise.all(errors.map((error) => fieldSentence(ctx, error)))).join('; ')}. ` +
  'Fix these fields and call again.'

/**
 * Our refusal of a write (an AppError naming the fields, from an entity's write path: src/content/entityWrite.ts,
 * src/content/articles/articleWrite.ts) as the tool error a model can act on: MCP's one mapping of it. Null for any
 * other error.
 */
export async function toolRefusal(ctx: ToolContext, error: unknown): Promise<CallToolResult | null> {
  return error instanceof AppError && error.errors ? toolError(await refusalText(ctx, error.errors)) : null
}
