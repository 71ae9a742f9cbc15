/**
 * Each person's choice of mail per kind of notification (issue 61): a checkbox per kind on their account page, on by
 * default. The cockpit inbox always gets every notification; these say only whether a mail goes too. The fields are
 * one spread on the users collection (`...notificationEmailFields`), so that this room owns their names.
 */
import type { Field, FieldAccess } from 'payload'

import { roleOf } from '../../content/access/roles'
import { EDITORIAL_EVENT_KINDS, type EditorialEventKind } from './events'

/** The group's name: Payload stores its checkboxes as `email_notifications_<kind>` columns of `users`. */
const EMAIL_PREFERENCES_GROUP = 'email_notifications'

/** The users column that holds a person's choice for `kind`. */
export const emailPreferenceColumn = (kind: EditorialEventKind) => `${EMAIL_PREFERENCES_GROUP}_${kind}`

const EMAIL_PREFERENCE_LABELS: Record<EditorialEventKind, string> = {
  submitted_for_review: 'An article waits for review',
  sent_back: 'An article I wrote is sent back',
  published: 'An article I wrote is published by someone else',
  mentioned: 'Someone mentions me in a note',
  assigned: 'An article is assigned to me',
}

/**
 * A person reads and changes their own choices; an admin reads them (managing accounts), and changes none. The id
 * comes as a string from a REST path and as a number from the local API.
 */
const self: FieldAccess = ({ req, id }) =>
  req.user?.collection === 'users' && id !== undefined && String(req.user.id) === String(id)
const selfOrAdmin: FieldAccess = (args) => self(args) || roleOf(args.req.user) === 'admin'

export const notificationEmailFields: Field[] = [
  {
    name: EMAIL_PREFERENCES_GROUP,
    type: 'group',
    label: 'Email me when',
    admin: {
      description:
        'Every notification is in your cockpit inbox. Untick a kind to get no mail for it (a mail already on its way still goes).',
    },
    access: { read: selfOrAdmin, update: self },
    fields: EDITORIAL_EVENT_KINDS.map((kind) => ({
      name: kind,
      type: 'checkbox' as const,
      label: EMAIL_PREFERENCE_LABELS[kind],
      defaultValue: true,
    })),
  },
]
