import type { CollectionConfig, Field } from 'payload'

import { anyone } from '../access/anyone'
import { staffWrites } from '../access/staffWrites'
import { slugField } from '../fields/slugField'
import { text255 } from '../fields/text255'

/**
 * A public list of named things that each have a page (`/authors/{slug}`, `/categories/{slug}`): a name, a slug made
 * from it, sorted by name; anyone reads, staff write. `fields` are what the kind adds.
 */
export function namedCollection(slug: 'authors' | 'categories', fields: Field[]): CollectionConfig {
  return {
    slug,
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
    defaultSort: 'name',
    access: staffWrites(anyone),
    fields: [text255('name', { required: true }), slugField(slug, { from: 'name' }), ...fields],
  }
}
