/**
 * Every MCP write runs in one database transaction with its audit record: either both are stored or neither, so
 * a write is never left unrecorded, and a failed call leaves nothing behind for the model to duplicate on retry.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import type { ToolContext } from './toolContext'

export async function inWriteTransaction<T>(ctx: ToolContext, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ user: ctx.user as never }, ctx.payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
