import type { CollectionConfig } from 'payload'

import { isStaff } from '../../access/isStaff'
import { publishedOrStaff } from '../../access/publishedOrStaff'
import { slugField } from '../../fields/slugField'
import { text255 } from '../../fields/text255'
import { wholeNumber } from '../../fields/wholeNumber'
import { deletePublishLog } from './hooks/deletePublishLog'
import { fillReadingTime } from './hooks/fillReadingTime'
import { stampFirstPublication } from './hooks/stampFirstPublication'
import { announceChange, announceDelete } from '../../site/announceContentChange'
import { holdScheduledPublication, queuePublishing } from '../../publishing/queuePublishing'

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'pms', 'is_published', 'published_at', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
  },
  defaultSort: '-published_at',
  access: {
    read: publishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  hooks: {
    beforeChange: [stampFirstPublication, holdScheduledPublication],
    afterChange: [queuePublishing, announceChange],
    beforeDelete: [deletePublishLog],
    afterDelete: [announceDelete],
  },
  fields: [
    text255('title', { required: true }),
    slugField('articles', { from: 'title' }),
    { name: 'pms', type: 'relationship', relationTo: 'pmses', required: true, index: true },
    { name: 'author', type: 'relationship', relationTo: 'authors', required: true, index: true },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true },
    { name: 'excerpt', type: 'textarea' },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      admin: { description: 'Markdown. The public HTML is rendered from it.', rows: 24 },
    },
    text255('featured_image', { admin: { description: 'URL or path of the featured image (WebP).' } }),
    text255('featured_image_caption'),
    wholeNumber({
      name: 'reading_time_minutes',
      min: 0,
      admin: { position: 'sidebar', description: 'Left empty, it is computed from the body.' },
      hooks: { beforeValidate: [fillReadingTime] },
    }),
    {
      name: 'is_published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Publishing runs the summary, embedding, related articles and social post. With a date in the future, the article is scheduled instead.' },
    },
    {
      name: 'scheduled',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Publishes automatically at "Published at". Set by publishing with a future date; untick to cancel.',
      },
    },
    { name: 'is_featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'published_at',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    text255('meta_title'),
    { name: 'meta_description', type: 'textarea' },
    {
      type: 'collapsible',
      label: 'Filled by publishing',
      admin: { initCollapsed: true },
      fields: [
        { name: 'summary', type: 'textarea', admin: { readOnly: true } },
        { name: 'summary_source_hash', type: 'text', admin: { hidden: true } },
        { name: 'social_post_url', type: 'text', admin: { readOnly: true, description: 'The post publishing made.' } },
        {
          name: 'publish_log',
          type: 'join',
          collection: 'publish-events',
          on: 'article',
          defaultSort: '-createdAt',
          defaultLimit: 20,
          admin: { defaultColumns: ['task', 'status', 'message', 'createdAt'] },
        },
      ],
    },
  ],
  timestamps: true,
}
