/**
 * Every MCP write runs in one database transaction with its audit record: either both are stored or neither, so
 * a write is never left unrecorded, and a failed call leaves nothing behind for the model to duplicate on retry.
 * The transaction and the writer record are the content floor's (src/content/writeTransaction.ts), the same as
 * REST's; an article's writes go through the article's one write path and its one mapping of refusals
 * (src/content/articles/articleWrite.ts), told to the model as a tool error.
 */
import type { CallToolResult } from '@modelcontextprotocol/server'
import type { PayloadRequest } from 'payload'

import { type ArticleInput, writeArticle } from '../content/articles/articleWrite'
import { beginWrite, inTransaction } from '../content/writeTransaction'
import { AppError } from '../errors/AppError'
import { answeringFailures } from './toolFailures'
import type { ToolContext } from './toolContext'
import { refusalText, toolError } from './toolResults'

const writerOf = (ctx: ToolContext) =>
  `agent "${ctx.clientName}" (MCP), approved by ${String(ctx.user.email ?? `account ${ctx.user.id}`)}`

export function inWriteTransaction(
  ctx: ToolContext,
  tool: string,
  work: (req: PayloadRequest) => Promise<CallToolResult>,
): Promise<CallToolResult> {
  return answeringFailures(ctx, tool, async () => {
    const req = await beginWrite(ctx.payload, ctx.user)
    return inTransaction(req, writerOf(ctx), () => work(req))
  })
}

/** An article's write (`input`: the fields the call gives) as its tool: a refusal is a tool error naming the fields. */
export function inArticleWrite(
  ctx: ToolContext,
  tool: string,
  input: ArticleInput,
  work: (req: PayloadRequest) => Promise<CallToolResult>,
): Promise<CallToolResult> {
  return answeringFailures(ctx, tool, async () => {
    const req = await beginWrite(ctx.payload, ctx.user)
    try {
      return await writeArticle(req, writerOf(ctx), input, () => work(req))
    } catch (error) {
      if (error instanceof AppError && error.errors) return toolError(refusalText(error.errors))
      throw error
    }
  })
}
