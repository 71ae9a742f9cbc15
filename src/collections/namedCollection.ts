import type { CollectionConfig, Field } from 'payload'

import { publicFields } from '../content/access/publicFields'
import { publicOrStaff } from '../content/access/publicOrStaff'
import { staffWrites } from '../content/access/staffWrites'
import { slugField } from '../content/fields/slugField'
import { text255 } from '../content/fields/text255'

/**
 * A public list of named things that each have a page (`/authors/{slug}`, `/categories/{slug}`): a name, a slug made
 * from it, sorted by name; anyone reads (but for what is not in PUBLIC_FIELDS), staff write. `fields` are what the kind adds.
 */
export function namedCollection(slug: 'authors' | 'categories', fields: Field[]): CollectionConfig {
  return publicFields({
    slug,
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
    defaultSort: 'name',
    access: staffWrites(publicOrStaff(slug)),
    fields: [text255('name', { required: true }), slugField(slug, { from: 'name' }), ...fields],
  })
}
