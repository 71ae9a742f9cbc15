import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { slugField } from '../fields/slugField'
import { text255 } from '../fields/text255'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
  defaultSort: 'name',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    text255('name', { required: true }),
    slugField('categories', { from: 'name' }),
    { name: 'description', type: 'textarea' },
  ],
}
