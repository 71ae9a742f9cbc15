/**
 * RFC 9457 problem details (`application/problem+json`). `type` is a stable URI per error code under the site's
 * API docs, so clients can branch on it; no stack trace, SQL or internal message ever reaches the body.
 */
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/databaseUnavailable'
import { AppError } from './AppError'

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'

export interface ProblemBody {
  type: string
  title: string
  status: number
  detail?: string
  code: string
  errors?: Array<{ field: string; message: string }>
  [extension: string]: unknown
}

export function problemBody(error: AppError, baseUrl: string): ProblemBody {
  return {
    type: `${baseUrl}/docs/api#problem-${error.code}`,
    title: error.title,
    status: error.status,
    ...(error.detail ? { detail: error.detail } : {}),
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
    ...error.extensions,
  }
}

/** 503: the database is away for a moment (a restart, a failover); the request may be sent again. */
const databaseUnavailable = (cause: unknown) =>
  new AppError({
    code: 'database_unavailable',
    status: 503,
    title: 'Service temporarily unavailable',
    detail: DATABASE_UNAVAILABLE_MESSAGE,
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    cause,
  })

/**
 * Any thrown value as a problem response: a lost database is a 503 with Retry-After; whatever else is not an AppError
 * becomes a generic 500 and is logged by the caller.
 */
export function problemResponse(error: unknown, baseUrl: string): Response {
  const appError =
    error instanceof AppError
      ? error
      : isDatabaseUnavailable(error)
        ? databaseUnavailable(error)
        : new AppError({ code: 'internal_error', status: 500, title: 'Internal server error', cause: error })
  return new Response(JSON.stringify(problemBody(appError, baseUrl)), {
    status: appError.status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Cache-Control': 'no-store', ...appError.headers },
  })
}
