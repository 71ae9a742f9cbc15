import { refuseTrashingNamedPms } from '../hooks/refuseTrashingNamedPms'
import type { CollectionConfig } from 'payload'
import { number } from 'payload/shared'

import type { Pmse } from '../content/payload-types'
import { publicFields } from '../content/access/publicFields'
import { publicOrStaff } from '../content/access/publicOrStaff'
import { staffWrites } from '../content/access/staffWrites'
import { httpUrlField } from '../content/fields/httpUrlField'
import { markdownRichText } from '../content/fields/markdownRichText'
import { editedByField, publicationStatusField } from '../content/fields/publicationFields'
import { ruledBy } from '../content/fields/ruledBy'
import { slugField } from '../content/fields/slugField'
import { text255 } from '../content/fields/text255'
import { alignStatusWithPublication } from '../hooks/alignStatusWithPublication'
import { noteDraftSave } from '../hooks/draftSaves'
import { followAddressChange } from '../hooks/followAddressChange'
import { keepRecentVersions } from '../hooks/keepRecentVersions'
import { publicationFromStatus } from '../hooks/publicationFromStatus'
import { recordEditor } from '../content/recordEditor'
import { syncMarkdownWithRichText } from '../hooks/syncMarkdownWithRichText'
import { CAPABILITIES, DEPLOYMENTS, PRICING_MODELS, SEGMENTS } from '../content/pmses/pmsOptions'
import { foundedYear, pmsSlug } from '../content/pmses/pmsInputSchema'

const label = (value: string) => value.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase())

/** PMS profiles: the hubs of the site (`/{slug}`). */
export const Pmses: CollectionConfig = publicFields({
  slug: 'pmses',
  labels: { singular: 'PMS', plural: 'PMSes' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'publication', 'vendor', 'deployment', 'updatedAt'] },
  // Versions and autosaved drafts as for articles (docs/decisions/017).
  versions: { drafts: { autosave: { interval: 2000 } }, maxPerDoc: 0 },
  defaultSort: 'name',
  // Deleting moves to the trash for TRASH_KEEP_DAYS (docs/decisions/066-trash.md).
  trash: true,
  access: staffWrites(publicOrStaff('pmses'), { versions: true, trash: true }),
  hooks: {
    beforeOperation: [noteDraftSave],
    beforeValidate: [syncMarkdownWithRichText<Pmse>({ markdown: 'profile', richText: 'profile_content' })],
    beforeChange: [refuseTrashingNamedPms, publicationFromStatus, alignStatusWithPublication, recordEditor],
    afterChange: [keepRecentVersions('_pmses_v'), followAddressChange('pmses')],
  },
  fields: [
    text255('name', { required: true }),
    slugField('pmses', { from: 'name', rule: pmsSlug }),
    publicationStatusField,
    text255('vendor'),
    httpUrlField('website'),
    { name: 'logo', type: 'upload', relationTo: 'media' },
    text255('tagline', { admin: { description: 'One line.' } }),
    ...markdownRichText<Pmse>({ markdown: 'profile', richText: 'profile_content', label: 'Profile' }),
    {
      name: 'deployment',
      type: 'select',
      options: DEPLOYMENTS.map((value) => ({ value, label: label(value) })),
    },
    {
      name: 'segments',
      type: 'select',
      hasMany: true,
      options: SEGMENTS.map((value) => ({ value, label: label(value) })),
    },
    {
      name: 'pricing_model',
      type: 'select',
      options: PRICING_MODELS.map((value) => ({ value, label: label(value) })),
    },
    {
      name: 'founded_year',
      type: 'number',
      min: 1800,
      max: 2100,
      validate: ruledBy(foundedYear, number),
    },
    text255('headquarters'),
    {
      name: 'integrations',
      type: 'array',
      fields: [text255('name', { required: true })],
    },
    {
      name: 'capabilities',
      type: 'group',
      fields: CAPABILITIES.map((name) => ({
        name,
        type: 'checkbox' as const,
        defaultValue: false,
        label: name === 'pos' ? 'POS' : name === 'open_api' ? 'Open API' : label(name),
      })),
    },
    {
      name: 'is_published',
      label: 'Live on the site',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Set by Publish and Unpublish above.' },
    },
    editedByField,
  ],
  timestamps: true,
})
