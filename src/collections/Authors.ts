import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { staffWrites } from '../access/staffWrites'
import { slugField } from '../fields/slugField'
import { text255 } from '../fields/text255'

/** Bylines. Separate from cockpit accounts: an author need not be able to sign in. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
  defaultSort: 'name',
  access: staffWrites(anyone),
  fields: [
    text255('name', { required: true }),
    slugField('authors', { from: 'name' }),
    { name: 'bio', type: 'textarea' },
    { name: 'avatar', type: 'upload', relationTo: 'media' },
  ],
}
