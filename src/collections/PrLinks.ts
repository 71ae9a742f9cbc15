import type { CollectionConfig } from 'payload'

import { publicFields } from '../content/access/publicFields'
import { publicOrStaff } from '../content/access/publicOrStaff'
import { staffWrites } from '../content/access/staffWrites'
import { httpUrlField } from '../content/fields/httpUrlField'
import { text255 } from '../content/fields/text255'

/** Links to vendors' press releases, shown on PMS hubs. */
export const PrLinks: CollectionConfig = publicFields({
  slug: 'pr-links',
  labels: { singular: 'PR link', plural: 'PR links' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publisher', 'pms', 'date', 'is_active'] },
  defaultSort: '-date',
  // Deleting moves to the trash for TRASH_KEEP_DAYS (docs/decisions/066-trash.md).
  trash: true,
  access: staffWrites(publicOrStaff('pr-links'), { trash: true }),
  fields: [
    text255('title', { required: true }),
    httpUrlField('url', { required: true }),
    text255('publisher'),
    { name: 'date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'pms', type: 'relationship', relationTo: 'pmses', required: true, index: true },
    // Not public (PUBLIC_FIELDS): the article may be a draft, and the notes are the newsroom's own.
    { name: 'article', type: 'relationship', relationTo: 'articles' },
    { name: 'notes', type: 'textarea' },
    { name: 'is_active', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
})
