import type { CollectionConfig } from 'payload'

import { createNotes, readNotes } from '../../content/articleNotes/noteAccess'
import { noteFields } from '../../content/articleNotes/noteFields'
import { notesOfArticle } from './endpoints/notesOfArticle'
import { fillMentions } from './hooks/fillMentions'
import { keepThreadsOneLevel } from './hooks/keepThreadsOneLevel'
import { setNoteAuthor } from './hooks/setNoteAuthor'
import { tellMentioned } from './hooks/tellMentioned'

/**
 * Editorial notes on articles (docs/decisions/061-review-notes-assignments.md, issue 61): threads with replies,
 * `@mentions` of staff, resolved or open. Staff only, never public: no page, feed, markdown, MCP answer, ActivityPub
 * object or public version reads this collection, and Payload's REST and GraphQL answer it only to the people who may
 * edit its article. The cockpit shows them in the article's sidebar (src/cockpit/notes/).
 */
export const ArticleNotes: CollectionConfig = {
  slug: 'article-notes',
  labels: { singular: 'Editorial note', plural: 'Editorial notes' },
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['article', 'body', 'author', 'resolved', 'createdAt'],
    description: 'Notes between writers and editors on articles. Shown and written in each article’s sidebar.',
  },
  defaultSort: 'createdAt',
  endpoints: [notesOfArticle],
  access: { read: readNotes, create: createNotes, update: readNotes, delete: readNotes },
  hooks: {
    beforeChange: [setNoteAuthor, keepThreadsOneLevel, fillMentions],
    afterChange: [tellMentioned],
  },
  fields: noteFields,
  timestamps: true,
}
