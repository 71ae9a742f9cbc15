import type { Payload } from 'payload'

import { env } from '../env'
import { AppError } from '../errors/AppError'
import { problemResponse } from '../errors/problem'

/**
 * Runs an API route body and turns whatever it throws into problem+json. A client's mistake is an AppError with a
 * 4xx; anything else is a bug, logged with its cause, and answered with a bare 500.
 */
export async function handleApiErrors(payload: Payload | null, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) {
      payload?.logger.error({ err: error, msg: 'API request failed' })
    }
    return problemResponse(error, env.baseUrl)
  }
}
