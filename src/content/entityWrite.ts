/**
 * The skeleton of every entity's one write path (src/content/articles/articleWrite.ts, and through ./recordWrites.ts
 * src/content/pmses/pmsWrite.ts, src/content/glossaryTerms/glossaryTermWrite.ts, src/content/prLinks/prLinkWrite.ts):
 * the work in the transaction the request holds, recorded as its writer's (./writeTransaction.ts), and a failure
 * mapped once to our refusal. A record the write refers to, deleted since its references were checked (the foreign
 * key refused the write), is told as if it had been gone before; a field Payload refuses is the 422 naming it
 * (./payloadValidationErrors.ts); anything else is thrown on as it is.
 */
import { createLocalReq, type PayloadRequest } from 'payload'

import { sqlStateOf } from '../ground/db/databaseErrors'
import { type FieldError, validationFailed } from '../ground/errors/AppError'
import { fromPayloadValidation } from './payloadValidationErrors'
import { inTransaction } from './writeTransaction'

/** The fields of `input` whose ids name nothing, each with its refusal: none when every reference holds. */
export type DanglingReferences<I> = (req: PayloadRequest, input: I) => Promise<FieldError[]>

/** For an entity whose writes refer to nothing the writer names. */
export const noReferences = async (): Promise<FieldError[]> => []

/**
 * An entity's write: `work` (the write, and what is written beside it: an idempotency record, an audit record) in
 * the transaction `req` holds (`beginWrite`), recorded as `writer`'s, about `input` (the fields the writer gave):
 * committed, or rolled back and refused (an AppError, status 422, with the fields), any other error thrown on.
 */
export type EntityWrite<I> = <T>(req: PayloadRequest, writer: string, input: I, work: () => Promise<T>) => Promise<T>

const FOREIGN_KEY_VIOLATION = '23503'

export function entityWrite<I>(danglingReferences: DanglingReferences<I>): EntityWrite<I> {
  async function refusal(req: PayloadRequest, input: I, error: unknown): Promise<unknown> {
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) {
      // Asked outside the rolled-back transaction: what is committed now.
      const dangling = await danglingReferences(await createLocalReq({}, req.payload), input)
      if (dangling.length > 0) return validationFailed(dangling)
    }
    return fromPayloadValidation(error)
  }
  return (req, writer, input, work) => inTransaction(req, writer, work, (error) => refusal(req, input, error))
}
