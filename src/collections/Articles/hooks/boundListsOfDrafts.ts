import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { MAX_AUTHORS } from '../../../content/articles/byline'
import type { Article } from '../../../content/payload-types'
import { MAX_ARTICLE_TAGS } from '../../../content/tags/articleTags'

/**
 * The byline's and the tags' bounds on every save, drafts and autosaves included: Payload validates fields only when
 * a version is published, so a draft could otherwise keep thousands of tags (docs/decisions/070-tags.md) or authors
 * (069), each a row in `articles_rels` and in every version of it. A 400 naming the field; nothing is written.
 */
export const boundListsOfDrafts: CollectionBeforeChangeHook<Article> = ({ data }) => {
  const errors = [
    ...(Array.isArray(data.tags) && data.tags.length > MAX_ARTICLE_TAGS
      ? [{ path: 'tags', message: `at most ${MAX_ARTICLE_TAGS} tags` }]
      : []),
    ...(Array.isArray(data.authors) && data.authors.length > MAX_AUTHORS
      ? [{ path: 'authors', message: `must name at most ${MAX_AUTHORS} authors` }]
      : []),
  ]
  if (errors.length > 0) throw new ValidationError({ collection: 'articles', errors })
  return data
}
