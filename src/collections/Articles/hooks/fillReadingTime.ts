import type { CollectionBeforeValidateHook } from 'payload'

import type { Article } from '../../../content/payload-types'
import { readingTimeMinutes } from '../../../ground/lib/readingTime'

/**
 * A reading time that is given (including 0) is kept. When none is given, or the body changes while the reading
 * time stays what it was, it is computed from the body, so a rewritten article does not keep its old estimate.
 * It runs after syncMarkdownWithRichText, which derives the markdown body from what the cockpit edits.
 */
export const fillReadingTime: CollectionBeforeValidateHook<Article> = ({ data, originalDoc }) => {
  const body = data?.body
  if (!data || typeof body !== 'string') return data
  const value = data.reading_time_minutes
  if (typeof value !== 'number') return { ...data, reading_time_minutes: readingTimeMinutes(body) }
  const bodyChanged = originalDoc !== undefined && originalDoc.body !== body
  const timeUnchanged = originalDoc?.reading_time_minutes === value
  return bodyChanged && timeUnchanged ? { ...data, reading_time_minutes: readingTimeMinutes(body) } : data
}
