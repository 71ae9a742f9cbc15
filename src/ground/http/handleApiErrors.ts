import { answerWhileDatabaseAway, isDatabaseUnavailable, logDatabaseUnavailable } from '../db/databaseUnavailable'
import { env } from '../env'
import { log } from '../log'
import { AppError } from '../errors/AppError'
import { problemResponse } from '../errors/problem'

/**
 * Runs an API route body and turns whatever it throws into problem+json. A client's mistake is an AppError with a
 * 4xx; a database or media storage that is away is a 503 with Retry-After, logged in one line; anything else is a bug, logged with its
 * cause, and answered with a bare 500.
 */
export async function handleApiErrors(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      logDatabaseUnavailable('API request', error)
    } else if (error instanceof AppError && error.status === 503) {
      // A service of ours away for a moment (the media storage): one line, no stack, as for the database.
      const cause = error.cause instanceof Error ? ` (${error.cause.message})` : ''
      log.warn(`API request answered 503: ${error.code}${cause}`)
    } else if (!(error instanceof AppError) || error.status >= 500) {
      // For the operator's logs only; the client gets a bare 500 without the message.
      log.error({ err: error }, 'API request failed')
    }
    return problemResponse(error, env.baseUrl)
  }
}

/**
 * Runs `answer`; a database away on the way (a Payload instance first started during an outage, a limit's count, a
 * session's lookup) is the 503 problem+json with Retry-After, logged in one line as `what`, not Next's bare 500.
 */
export const problemIfDatabaseAway = (what: string, answer: () => Promise<Response>): Promise<Response> =>
  answerWhileDatabaseAway(what, answer, (error) => problemResponse(error, env.baseUrl))
