import { ValidationError } from 'payload'

import { AppError } from '../../../ground/errors/AppError'

/** A refusal of the redirects' write path as the field errors Payload answers a cockpit or `/cms-api` save with (400). */
export function redirectFieldErrors(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.errors?.length) return error
  return new ValidationError({
    collection: 'redirects',
    errors: error.errors.map(({ field, message }) => ({ path: field, message })),
  })
}
