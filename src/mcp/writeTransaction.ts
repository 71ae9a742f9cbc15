/**
 * Every MCP write runs in one database transaction with its audit record: either both are stored or neither, so
 * a write is never left unrecorded, and a failed call leaves nothing behind for the model to duplicate on retry.
 * The write is the entity's one write path (src/content/entityWrite.ts: the transaction, the writer record, the
 * refusals mapped once), the same as REST's; its refusal is told to the model as a tool error (`toolRefusal`).
 */
import type { CallToolResult } from '@modelcontextprotocol/server'
import type { PayloadRequest } from 'payload'

import { refusedCapability } from '../content/access/roleRefusals'
import { roleLacks, roleOf } from '../content/access/roles'
import { type ArticleInput, writeArticle } from '../content/articles/articleWrite'
import { beginWrite } from '../content/writeTransaction'
import { answeringFailures } from './toolFailures'
import type { ToolContext } from './toolContext'
import { toolError, toolRefusal } from './toolResults'

/**
 * A step the approver's role does not allow (a contributor's agent publishing; src/content/access/articleAccess.ts)
 * is refused by the collection's access, which notes what the role lacks: told to the model in those words.
 */
function roleRefusal(ctx: ToolContext, tool: string, req: PayloadRequest, error: unknown): CallToolResult | null {
  const lacks = refusedCapability(req)
  if ((error as { status?: unknown } | null)?.status !== 403 || lacks === null) return null
  const refusal = roleLacks(roleOf(ctx.user), lacks)
  return toolError(`${tool} was refused: ${refusal.detail} Nothing changed; save it as a draft and ask a person.`)
}

const writerOf = (ctx: ToolContext) =>
  `agent "${ctx.clientName}" (MCP), approved by ${String(ctx.user.email ?? `account ${ctx.user.id}`)}`

/**
 * A tool's write: `work` makes it through an entity's write path (which commits or rolls back the transaction begun
 * here, as the person who approved the grant) as `writer`, the agent; a refusal is the tool error naming the fields.
 */
export function inEntityWrite(
  ctx: ToolContext,
  tool: string,
  work: (req: PayloadRequest, writer: string) => Promise<CallToolResult>,
): Promise<CallToolResult> {
  return answeringFailures(ctx, tool, async () => {
    const req = await beginWrite(ctx.payload, ctx.user)
    try {
      return await work(req, writerOf(ctx))
    } catch (error) {
      const refused = (await toolRefusal(ctx, error)) ?? roleRefusal(ctx, tool, req, error)
      if (refused) return refused
      throw error
    }
  })
}

/** An article's write (`input`: the fields the call gives) as its tool. */
export function inArticleWrite(
  ctx: ToolContext,
  tool: string,
  input: ArticleInput,
  work: (req: PayloadRequest) => Promise<CallToolResult>,
): Promise<CallToolResult> {
  return inEntityWrite(ctx, tool, (req, writer) => writeArticle(req, writer, input, () => work(req)))
}
