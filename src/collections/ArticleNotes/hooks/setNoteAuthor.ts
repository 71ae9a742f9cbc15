import type { CollectionBeforeChangeHook } from 'payload'

import type { ArticleNote } from '../../../content/payload-types'

/** A note's author is the person who wrote it, as the server knows them; never what a client sends. */
export const setNoteAuthor: CollectionBeforeChangeHook<ArticleNote> = ({ data, operation, originalDoc, req }) => ({
  ...data,
  author: operation === 'create' ? (req.user?.id ?? null) : (originalDoc?.author ?? null),
})
