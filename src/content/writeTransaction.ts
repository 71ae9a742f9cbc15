/**
 * The one transaction-and-writer-record helper of the machine writers (REST ingestion and every MCP write tool):
 * the write's request, as a person when one is given, with its transaction begun; then the work in it, recorded as
 * the writer's (src/content/recordEditor.ts), committed, or rolled back and its error handed to `refusal`, which
 * turns a refusal it knows (src/content/articles/articleWrite.ts) into one of ours and throws the rest on.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type RequestContext,
  type TypedUser,
} from 'payload'

import { describeWriter } from './recordEditor'

/**
 * A write's request with its transaction begun. It writes nothing, so a caller may begin it beside a check it makes
 * anyway (REST begins it while the token and the ids are checked, to keep its round trip off the request's path).
 * `context` names what kind of write it is for the hooks, such as ./importingArchive.ts.
 */
export async function beginWrite(
  payload: Payload,
  user?: TypedUser,
  context?: RequestContext,
): Promise<PayloadRequest> {
  const req = await createLocalReq({ ...(user ? { user } : {}), ...(context ? { context } : {}) }, payload)
  await initTransaction(req)
  return req
}

/** `work` in the transaction `req` holds, recorded as `writer`'s: committed, or rolled back and `refusal(error)` thrown. */
export async function inTransaction<T>(
  req: PayloadRequest,
  writer: string,
  work: () => Promise<T>,
  refusal: (error: unknown) => unknown = (error) => error,
): Promise<T> {
  describeWriter(req, writer)
  let result: T
  try {
    result = await work()
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw await refusal(error)
  }
  return result
}
