import type { ArrayField } from 'payload'
import { textarea } from 'payload/shared'

import { may, roleOf } from '../access/roles'
import { CORRECTION_LABELS, correctionInputSchema } from '../articles/articleCorrections'
import { choiceField } from './choiceField'
import { ruledBy } from './ruledBy'

/**
 * An article's corrections and updates (docs/decisions/073-corrections.md): each a kind, a text and the date the
 * server gave it when it went public (src/collections/Articles/hooks/dateCorrections.ts), never a date a writer
 * sends. Who may edit the published article may add one: an editor on any, an author on their own; a contributor,
 * who edits no published article, sees them read-only (and a note in their draft would correct nothing a reader saw).
 */
export const correctionsField: ArrayField = {
  name: 'corrections',
  label: 'Corrections and updates',
  labels: { singular: 'Correction or update', plural: 'Corrections and updates' },
  type: 'array',
  access: {
    create: ({ req }) => may(roleOf(req.user), 'publish_own'),
    update: ({ req }) => may(roleOf(req.user), 'publish_own'),
  },
  admin: {
    // Open, as the article's other fields are: a note folded away is missed, and a new one must open to be written.
    description:
      'A dated note shown on the published article, its feeds and the corrections page: "Correction" fixes an error, ' +
      '"Update" adds what happened since. Dated when it goes live; publish the change to add it.',
  },
  fields: [
    choiceField('kind', CORRECTION_LABELS, { label: 'Kind' }),
    {
      name: 'text',
      label: 'Text',
      type: 'textarea',
      required: true,
      validate: ruledBy(correctionInputSchema.shape.text, textarea),
    },
    {
      name: 'date',
      label: 'Date',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'Set when it goes live.' },
    },
  ],
}
