/**
 * Database errors in Payload's own API (`/cms-api`, REST and GraphQL), answered for what they are.
 *
 * A database that is away (restarting, failing over) is a 503 with `Retry-After` (src/ground/db/databaseUnavailable.ts).
 *
 * A statement PostgreSQL refuses because of what the request asked for is the client's mistake, not ours:
 * - SQLSTATE class 22, "data exception" (text that is not a number, a number out of its column's range, a NUL
 *   byte), and 42883, an operator the column's type does not have (`like` on a number): 400;
 * - class 23, "integrity constraint violation" (deleting a PMS profile its articles still need, a unique value
 *   taken between Payload's check and the insert): 409.
 * src/hooks/refuseMalformedQueries.ts refuses the query values we know before any SQL; this answers
 * whatever else with a 4xx instead of a 500, in the REST and the GraphQL answer alike, without the SQL. Payload has
 * logged the error by then, so an unforeseen case still reaches the operator's log.
 */
import type { AfterErrorHook } from 'payload'

import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './databaseUnavailable'

/** The SQLSTATE of a database error, wherever it sits in the chain of causes (drizzle wraps node-postgres's). */
export function sqlStateOf(error: unknown): string | null {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return null
}

const UNAVAILABLE = { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE }

/** The answer to a database error the request caused, or null for one of ours (a lost connection, a bug). */
export function clientErrorFor(error: unknown): { status: number; message: string } | null {
  const state = sqlStateOf(error)
  if (!state) return null
  if (state.startsWith('22') || state === '42883')
    return { status: 400, message: 'A value in the request does not fit the field it is compared with.' }
  if (state.startsWith('23'))
    return {
      status: 409,
      message: 'The change conflicts with other documents: one still refers to this one, or a unique value is taken.',
    }
  return null
}

export const answerDatabaseErrors: AfterErrorHook = ({ error, graphqlResult, req }) => {
  const unavailable = isDatabaseUnavailable(error)
  const answer = unavailable ? UNAVAILABLE : clientErrorFor(error)
  if (!answer) return
  if (unavailable && req) {
    // Payload merges the request's response headers into its error response.
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  }
  if (graphqlResult)
    return {
      graphqlResult: {
        ...graphqlResult,
        message: answer.message,
        extensions: { ...graphqlResult.extensions, statusCode: answer.status },
      },
    }
  return { status: answer.status, response: { errors: [{ message: answer.message }] } }
}
