import type { Field, FieldAccess } from 'payload'

/** The longest note: a few paragraphs, as an editor writes to a writer. */
export const NOTE_MAX_LENGTH = 4000

const byServer: FieldAccess = () => false

/** A note's body is changed by the person who wrote it, no one else. */
const byItsAuthor: FieldAccess = ({ req, doc }) => {
  const author = (doc as { author?: number | { id: number } | null } | undefined)?.author
  return req.user !== null && (typeof author === 'object' && author !== null ? author.id : author) === req.user.id
}

/**
 * An editorial note on an article (docs/decisions/061-review-notes-assignments.md): a thread's first note, or a reply
 * to one (one level, as WordPress's notes), naming staff with `@`, resolved or open as a thread.
 */
export const noteFields: Field[] = [
  {
    name: 'article',
    label: 'Article',
    type: 'relationship',
    relationTo: 'articles',
    required: true,
    index: true,
    access: { update: byServer },
  },
  {
    name: 'body',
    label: 'Note',
    type: 'textarea',
    required: true,
    maxLength: NOTE_MAX_LENGTH,
    access: { update: byItsAuthor },
  },
  {
    name: 'parent',
    label: 'Reply to',
    type: 'relationship',
    relationTo: 'article-notes',
    index: true,
    access: { update: byServer },
    admin: { description: "Empty: the thread's first note." },
  },
  {
    name: 'mentions',
    label: 'Mentions',
    type: 'relationship',
    relationTo: 'users',
    hasMany: true,
    admin: { description: 'Filled from the @names in the note; more may be picked.' },
  },
  {
    name: 'resolved',
    label: 'Resolved',
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'On the thread’s first note: the thread is done.' },
  },
  {
    name: 'author',
    label: 'Written by',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    access: { create: byServer, update: byServer },
    admin: { readOnly: true },
  },
]
