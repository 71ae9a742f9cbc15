import type { CollectionConfig } from 'payload'

import { publicFields } from '../content/access/publicFields'
import { tagAccess } from '../content/access/tagAccess'
import { slugField } from '../content/fields/slugField'
import { text255 } from '../content/fields/text255'

/**
 * Tags (docs/decisions/070-tags.md): many per article beside its one PMS and category, each with a page
 * (`/tags/{slug}`) and feeds once a public article carries it. Editors and admins make and describe them; contributors
 * and authors pick existing ones for their own articles.
 */
export const Tags: CollectionConfig = publicFields({
  slug: 'tags',
  labels: { singular: 'Tag', plural: 'Tags' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    description: 'Free-form topics of articles, each with its page and feeds once a published article carries it.',
  },
  defaultSort: 'name',
  // Deleting moves to the trash for TRASH_KEEP_DAYS (docs/decisions/066-trash.md); its page is gone meanwhile.
  trash: true,
  access: tagAccess,
  fields: [
    text255('name', { required: true }),
    slugField('tags', { from: 'name' }),
    {
      name: 'description',
      type: 'textarea',
      admin: { description: 'Shown at the top of the tag’s page and in its feeds.' },
    },
  ],
  timestamps: true,
})
