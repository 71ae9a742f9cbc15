import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { staffWrites } from '../access/staffWrites'
import { slugField } from '../fields/slugField'
import { text255 } from '../fields/text255'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
  defaultSort: 'name',
  access: staffWrites(anyone),
  fields: [
    text255('name', { required: true }),
    slugField('categories', { from: 'name' }),
    { name: 'description', type: 'textarea' },
  ],
}
