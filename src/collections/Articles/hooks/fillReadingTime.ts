import type { FieldHook } from 'payload'

import { readingTimeMinutes } from '../../../lib/readingTime'

/** An omitted reading time is computed from the body; an explicit one (including 0) is kept. */
export const fillReadingTime: FieldHook = ({ value, siblingData }) => {
  if (typeof value === 'number') return value
  const body = siblingData?.body
  return typeof body === 'string' ? readingTimeMinutes(body) : value
}
