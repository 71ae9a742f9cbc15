import type { CollectionConfig } from 'payload'

import type { Comparison } from '../content/payload-types'
import { publicFields } from '../content/access/publicFields'
import { publicOrStaff } from '../content/access/publicOrStaff'
import { staffWrites } from '../content/access/staffWrites'
import { markdownRichText } from '../content/fields/markdownRichText'
import { slugField } from '../content/fields/slugField'
import { text255 } from '../content/fields/text255'
import { syncMarkdownWithRichText } from '../hooks/syncMarkdownWithRichText'

export const Comparisons: CollectionConfig = publicFields({
  slug: 'comparisons',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'pmses', 'is_published'] },
  defaultSort: '-updatedAt',
  // Deleting moves to the trash for TRASH_KEEP_DAYS (docs/decisions/066-trash.md).
  trash: true,
  access: staffWrites(publicOrStaff('comparisons'), { trash: true }),
  hooks: { beforeValidate: [syncMarkdownWithRichText<Comparison>({ markdown: 'body', richText: 'content' })] },
  fields: [
    text255('title', { required: true }),
    slugField('comparisons', { from: 'title' }),
    {
      name: 'pmses',
      label: 'PMSes compared',
      type: 'relationship',
      relationTo: 'pmses',
      hasMany: true,
      required: true,
      minRows: 2,
    },
    ...markdownRichText<Comparison>({ markdown: 'body', richText: 'content', label: 'Text', required: true }),
    { name: 'verdict', type: 'textarea' },
    { name: 'is_published', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'authors',
      admin: { position: 'sidebar', description: 'Who wrote the comparison: its byline on the site.' },
    },
    {
      name: 'reviewed_at',
      label: 'Last reviewed',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        description:
          'When the facts were last checked against the vendors. Shown on the site; without it, the date of the last save.',
      },
    },
  ],
  timestamps: true,
})
