/**
 * The one transaction and refusal mapping of the subscribers' writes that take more than one statement: the work
 * runs in one transaction, committed whole or rolled back whole, so a refused write leaves no subscriber without
 * their choices, nor choices half replaced. What the database refuses because of the input (a followed PMS deleted
 * since the request named it) is the 422 naming the field, as the input's parse would have; anything else is thrown
 * on as it is.
 */
import type { Payload, PayloadRequest } from 'payload'

import { sqlStateOf } from '../../ground/db/databaseErrors'
import { validationFailed } from '../../ground/errors/AppError'
import { beginWrite, inTransaction } from '../writeTransaction'

const FOREIGN_KEY_VIOLATION = '23503'
/** The foreign key from a followed PMS to `pmses` (src/features/migrations/20261126_190000_newsletter_delivery.ts). */
const FOLLOWED_PMS_KEY = 'subscribers_rels_pmses_fk'

/** The constraint a database error names, wherever it sits in the chain of causes (drizzle wraps node-postgres's). */
function constraintOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint
    if (typeof constraint === 'string') return constraint
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/** A subscriber write's failure, rolled back, as our refusal; any other error as it is. */
function subscriberRefusal(error: unknown): unknown {
  if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION && constraintOf(error) === FOLLOWED_PMS_KEY)
    return validationFailed([{ field: 'follow', message: 'names a PMS that does not exist' }])
  return error
}

/** `work` in one transaction of its own, recorded as `writer`'s: committed, or rolled back and refused. */
export async function writeSubscriber<T>(
  payload: Payload,
  writer: string,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await beginWrite(payload)
  return inTransaction(req, writer, () => work(req), subscriberRefusal)
}
