import type { Field } from 'payload'

import { text255 } from '../../content/fields/text255'

/** What search engines show of an article: its meta title and description, and a preview of the result. */
export const searchEngineFields: Field = {
  type: 'collapsible',
  label: 'Search engines',
  fields: [
    text255('meta_title', {
      label: 'Meta title',
      admin: {
        description: "Shown as the search result's title; empty: the article title. About 60 characters fit.",
      },
    }),
    {
      name: 'meta_description',
      label: 'Meta description',
      type: 'textarea',
      admin: {
        description: 'Shown under the title in search results; empty: the excerpt. About 155 characters fit.',
      },
    },
    { name: 'seo_preview', type: 'ui', admin: { components: { Field: '/src/cockpit/SeoPreview#SeoPreview' } } },
  ],
}
