import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '../../../content/payload-types'

/** The first time an article is published without a date, it is dated now; a given date is kept. */
export const stampFirstPublication: CollectionBeforeChangeHook<Article> = ({ data, originalDoc }) => {
  const publishing = data.is_published ?? originalDoc?.is_published
  const publishedAt = data.published_at ?? originalDoc?.published_at
  if (publishing === true && !publishedAt) {
    return { ...data, published_at: new Date().toISOString() }
  }
  return data
}
