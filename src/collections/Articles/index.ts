import type { CollectionConfig } from 'payload'

import type { Article } from '../../content/payload-types'
import { publicFields } from '../../content/access/publicFields'
import { articleAccess } from '../../content/access/articleAccess'
import { articleOwnerFields } from '../../content/access/articleOwner'
import { cancelScheduleEndpoint } from './endpoints/cancelSchedule'
import { exportReadCounts } from './endpoints/exportReadCounts'
import { reviewEndpoints } from './endpoints/reviewEndpoints'
import { bylineField, leadAuthorField } from '../../content/fields/bylineField'
import { markdownRichText } from '../../content/fields/markdownRichText'
import { editedByField, publicationStatusField } from '../../content/fields/publicationFields'
import { reviewFields } from '../../content/fields/reviewFields'
import { slugField } from '../../content/fields/slugField'
import { text255 } from '../../content/fields/text255'
import { alignStatusWithPublication } from '../../hooks/alignStatusWithPublication'
import { deletePublishLog } from './hooks/deletePublishLog'
import { noteDraftSave } from '../../hooks/draftSaves'
import { fetchEmbeds } from './hooks/fetchEmbeds'
import { fillReadingTime } from './hooks/fillReadingTime'
import { leadAuthorFromByline } from './hooks/leadAuthorFromByline'
import { followAddressChange } from '../../hooks/followAddressChange'
import { holdScheduledPublication } from './hooks/holdScheduledPublication'
import { dropScheduleLapsedInTrash, logScheduleLapsedInTrash } from './hooks/scheduleThroughTrash'
import { keepJobResults } from './hooks/keepJobResults'
import { keepRecentVersions } from '../../hooks/keepRecentVersions'
import { keepReviewState, tellOfReview } from './hooks/reviewHooks'
import { markEditorSummary } from './hooks/markEditorSummary'
import { publicationFromStatus } from '../../hooks/publicationFromStatus'
import { queuePublishing } from '../../hooks/queuePublishing'
import { recordEditor } from '../../content/recordEditor'
import { resolveFeaturedImage } from './hooks/resolveFeaturedImage'
import { searchEngineFields } from './searchEngineFields'
import { articleSidebarFields } from './sidebarFields'
import { articleTagsField } from './articleTagsField'
import { assigneeOpensArticle } from './hooks/assigneeOpensArticle'
import { boundListsOfDrafts } from './hooks/boundListsOfDrafts'
import { stampFirstPublication } from './hooks/stampFirstPublication'
import { syncMarkdownWithRichText } from '../../hooks/syncMarkdownWithRichText'
import { tellSocialWebOfDelete } from '../../hooks/tellSocialWebOfDelete'
import { correctionsField } from '../../content/fields/correctionsField'
import { dateCorrections } from './hooks/dateCorrections'
import { cockpitPreviewUrl } from '../../features/preview/cockpitPreviewUrl'

export const Articles: CollectionConfig = publicFields({
  slug: 'articles',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publication', 'review', 'pms', 'authors', 'published_at', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
    // A signed link to the latest version, drafts included, for the Preview button and the live preview pane
    // (docs/decisions/018); "View live" when the article is public.
    preview: (doc, { req }) => cockpitPreviewUrl(req.user, doc.id),
    livePreview: { url: ({ data, req }) => cockpitPreviewUrl(req.user, data.id) },
    components: {
      beforeListTable: ['/src/cockpit/review/ReviewListFilter#ReviewListFilter'],
      edit: {
        beforeDocumentControls: [
          '/src/cockpit/ViewLiveLink#ViewLiveLink',
          '/src/cockpit/CancelScheduleButton#CancelScheduleButton',
          '/src/cockpit/review/ReviewControls#ReviewControls',
        ],
      },
    },
  },
  // Every save is a version (attributed by edited_by); the cockpit's edits autosave as drafts that the public never
  // sees until Publish (docs/decisions/017). History is pruned by keepRecentVersions, not maxPerDoc.
  versions: { drafts: { autosave: { interval: 2000 } }, maxPerDoc: 0 },
  defaultSort: '-published_at',
  endpoints: [cancelScheduleEndpoint, exportReadCounts, ...reviewEndpoints],
  // Deleting moves to the trash for TRASH_KEEP_DAYS, with its versions (docs/decisions/066-trash.md).
  trash: true,
  access: articleAccess,
  hooks: {
    beforeOperation: [noteDraftSave],
    // The body's markdown first: the reading time is computed from it.
    beforeValidate: [
      syncMarkdownWithRichText<Article>({ markdown: 'body', richText: 'content' }),
      fillReadingTime,
      resolveFeaturedImage,
      leadAuthorFromByline,
    ],
    // markEditorSummary compares what the writer sent; keepJobResults then restores what the jobs wrote.
    beforeChange: [
      boundListsOfDrafts,
      assigneeOpensArticle,
      publicationFromStatus,
      dateCorrections,
      markEditorSummary,
      keepJobResults,
      stampFirstPublication,
      dropScheduleLapsedInTrash,
      holdScheduledPublication,
      alignStatusWithPublication,
      keepReviewState,
      recordEditor,
      fetchEmbeds,
    ],
    afterChange: [
      keepRecentVersions('_articles_v'),
      followAddressChange('articles'),
      queuePublishing,
      logScheduleLapsedInTrash,
      ...tellOfReview,
    ],
    beforeDelete: [deletePublishLog],
    afterDelete: [tellSocialWebOfDelete],
  },
  fields: [
    text255('title', { label: 'Title', required: true }),
    slugField('articles', { from: 'title' }),
    publicationStatusField,
    { name: 'pms', label: 'PMS', type: 'relationship', relationTo: 'pmses', required: true, index: true },
    bylineField,
    leadAuthorField,
    { name: 'category', label: 'Category', type: 'relationship', relationTo: 'categories', index: true },
    articleTagsField,
    {
      name: 'excerpt',
      label: 'Excerpt',
      type: 'textarea',
      admin: { description: 'The lead shown in lists and feeds.' },
    },
    ...markdownRichText<Article>({ markdown: 'body', richText: 'content', label: 'Body', required: true }),
    {
      // A link alone in a paragraph of the body, as a video poster or a post's card (docs/decisions/072-embeds.md):
      // fetched at save time by fetchEmbeds, which alone writes it.
      name: 'embeds',
      type: 'json',
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: 'Featured image',
      admin: { description: 'Pick an image from the media library, or upload one.' },
    },
    text255('featured_image', {
      label: 'Featured image address',
      admin: {
        description: 'Filled in from the image above. For an image on another site, give its https address instead.',
      },
    }),
    text255('featured_image_caption', { label: 'Featured image caption' }),
    correctionsField,
    ...articleSidebarFields,
    editedByField,
    ...reviewFields,
    ...articleOwnerFields,
    searchEngineFields,
    {
      name: 'summary',
      type: 'textarea',
      label: 'Summary',
      admin: {
        description: 'Written by publishing from the body. Edit it to write your own: publishing then leaves it alone.',
      },
    },
    {
      name: 'summary_by_editor',
      type: 'checkbox',
      label: 'Summary written by an editor',
      defaultValue: false,
      admin: {
        description: 'Set when someone edits the summary. Untick it to let publishing write the summary again.',
      },
    },
    {
      type: 'collapsible',
      label: 'Filled by publishing',
      admin: { initCollapsed: true },
      fields: [
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
})
