import type { Field, FieldAccess } from 'payload'

import { may, roleOf } from '../access/roles'
import { REVIEW_STATE_LABELS, REVIEW_STATES } from '../review/reviewStates'

/** Set only by the review steps and publishing (src/collections/Articles/hooks/keepReviewState.ts), never sent. */
const bySteps: FieldAccess = () => false

/** Who hands work out: an editor or an admin (src/content/access/roles.ts, `review`). */
const reviewers: FieldAccess = ({ req }) => may(roleOf(req.user), 'review')

/**
 * An article's review (docs/decisions/061-review-notes-assignments.md): where it stands between its writer and an
 * editor, and who is to work on it next. One list, spread into the article's fields, so that the review's fields
 * are named in one place.
 */
export const reviewFields: Field[] = [
  {
    name: 'review',
    label: 'Review',
    type: 'select',
    defaultValue: 'none',
    index: true,
    options: REVIEW_STATES.map((value) => ({ value, label: REVIEW_STATE_LABELS[value] })),
    access: { create: bySteps, update: bySteps },
    admin: {
      position: 'sidebar',
      components: {
        Field: '/src/cockpit/review/ReviewStateField#ReviewStateField',
        Cell: '/src/cockpit/review/ReviewStateCell#ReviewStateCell',
      },
    },
  },
  {
    name: 'assignee',
    label: 'Assigned to',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    access: { create: reviewers, update: reviewers },
    admin: { position: 'sidebar', description: 'Who works on it next; they are told, and see it on their dashboard.' },
  },
  {
    name: 'editorial_notes',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '/src/cockpit/notes/NotesPanel#NotesPanel' } },
  },
]
