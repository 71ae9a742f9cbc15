import type { CollectionConfig } from 'payload'

import { isStaffField } from '../access/isStaffField'
import { publicPrLinkOrStaff } from '../access/publicPrLinkOrStaff'
import { staffWrites } from '../access/staffWrites'
import { httpUrlField } from '../fields/httpUrlField'
import { text255 } from '../fields/text255'

/** Links to vendors' press releases, shown on PMS hubs. */
export const PrLinks: CollectionConfig = {
  slug: 'pr-links',
  labels: { singular: 'PR link', plural: 'PR links' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publisher', 'pms', 'date', 'is_active'] },
  defaultSort: '-date',
  access: staffWrites(publicPrLinkOrStaff),
  fields: [
    text255('title', { required: true }),
    httpUrlField('url', { required: true }),
    text255('publisher'),
    { name: 'date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'pms', type: 'relationship', relationTo: 'pmses', required: true, index: true },
    // The public reads neither: the article may be a draft, and the notes are the newsroom's own.
    { name: 'article', type: 'relationship', relationTo: 'articles', access: { read: isStaffField } },
    { name: 'notes', type: 'textarea', access: { read: isStaffField } },
    { name: 'is_active', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
}
