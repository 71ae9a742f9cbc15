import type { FieldHook } from 'payload'

import { readingTimeMinutes } from '../../../lib/readingTime'

/**
 * A reading time that is given (including 0) is kept. When none is given, or the body changes while the reading
 * time stays what it was, it is computed from the body, so a rewritten article does not keep its old estimate.
 */
export const fillReadingTime: FieldHook = ({ value, siblingData, originalDoc }) => {
  const body = siblingData?.body
  if (typeof body !== 'string') return value
  if (typeof value !== 'number') return readingTimeMinutes(body)
  const previous = originalDoc as { body?: unknown; reading_time_minutes?: unknown } | undefined
  const bodyChanged = previous !== undefined && previous.body !== body
  const timeUnchanged = previous?.reading_time_minutes === value
  return bodyChanged && timeUnchanged ? readingTimeMinutes(body) : value
}
