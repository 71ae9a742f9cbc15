import type { CollectionConfig } from 'payload'

import type { GlossaryTerm } from '../content/payload-types'
import { publicFields } from '../content/access/publicFields'
import { publicOrStaff } from '../content/access/publicOrStaff'
import { staffWrites } from '../content/access/staffWrites'
import { markdownRichText } from '../content/fields/markdownRichText'
import { slugField } from '../content/fields/slugField'
import { text255 } from '../content/fields/text255'
import { followAddressChange } from '../hooks/followAddressChange'
import { syncMarkdownWithRichText } from '../hooks/syncMarkdownWithRichText'

export const GlossaryTerms: CollectionConfig = publicFields({
  slug: 'glossary-terms',
  labels: { singular: 'Glossary term', plural: 'Glossary terms' },
  admin: { useAsTitle: 'term', defaultColumns: ['term', 'short_definition', 'is_published'] },
  defaultSort: 'term',
  // Deleting moves to the trash for TRASH_KEEP_DAYS (docs/decisions/066-trash.md).
  trash: true,
  access: staffWrites(publicOrStaff('glossary-terms'), { trash: true }),
  hooks: {
    beforeValidate: [syncMarkdownWithRichText<GlossaryTerm>({ markdown: 'body', richText: 'content' })],
    afterChange: [followAddressChange('glossary-terms')],
  },
  fields: [
    text255('term', { required: true }),
    slugField('glossary-terms', { from: 'term' }),
    text255('short_definition', { required: true, admin: { description: 'One sentence.' } }),
    ...markdownRichText<GlossaryTerm>({ markdown: 'body', richText: 'content', label: 'Text' }),
    { name: 'related_terms', type: 'relationship', relationTo: 'glossary-terms', hasMany: true },
    { name: 'related_pmses', type: 'relationship', relationTo: 'pmses', hasMany: true },
    { name: 'is_published', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
})
