import type { Field } from 'payload'

/** The list's Status column in words (docs/decisions/017): Draft, Scheduled, Published, Changed since publish. */
export const publicationStatusField: Field = {
  name: 'publication',
  label: 'Status',
  type: 'ui',
  admin: { components: { Cell: '/src/cockpit/PublicationStatusCell#PublicationStatusCell' } },
}

/** Who made the save: each version carries it, so the history says who changed what. Set by recordEditor. */
export const editedByField: Field = {
  name: 'edited_by',
  label: 'Last change by',
  type: 'text',
  admin: { position: 'sidebar', readOnly: true },
}
