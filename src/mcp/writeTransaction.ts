/**
 * Every MCP write runs in one database transaction with its audit record: either both are stored or neither, so
 * a write is never left unrecorded, and a failed call leaves nothing behind for the model to duplicate on retry.
 */
import type { CallToolResult } from '@modelcontextprotocol/server'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { describeWriter } from '../content/recordEditor'
import { answeringFailures } from './toolFailures'
import type { ToolContext } from './toolContext'

export function inWriteTransaction(
  ctx: ToolContext,
  tool: string,
  work: (req: PayloadRequest) => Promise<CallToolResult>,
): Promise<CallToolResult> {
  return answeringFailures(ctx, tool, async () => {
    const req = await createLocalReq({ user: ctx.user as never }, ctx.payload)
    describeWriter(
      req,
      `agent "${ctx.clientName}" (MCP), approved by ${String(ctx.user.email ?? `account ${ctx.user.id}`)}`,
    )
    await initTransaction(req)
    try {
      const result = await work(req)
      await commitTransaction(req)
      return result
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  })
}
