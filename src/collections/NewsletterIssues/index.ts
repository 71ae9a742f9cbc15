import type { CollectionConfig } from 'payload'

import type { NewsletterIssue } from '../../content/payload-types'
import { mayOrRefuse } from '../../content/access/roleRefusals'
import { issueEndpoints } from './endpoints/newsletterIssue'
import { choiceField } from '../../content/fields/choiceField'
import { markdownRichText } from '../../content/fields/markdownRichText'
import { keepSentIssuesAsSent } from './hooks/keepSentIssuesAsSent'
import { syncMarkdownWithRichText } from '../../hooks/syncMarkdownWithRichText'

/**
 * Newsletter issues an editor writes and sends (docs/decisions/036-newsletter-delivery.md): a subject, an intro in
 * the articles' rich text, chosen articles; previewed as the mail, tested on the editor's own address, then sent
 * now or at a time, to every confirmed subscriber or to those following chosen PMSes. Once it goes, it is not edited.
 */
export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: { singular: 'Newsletter issue', plural: 'Newsletter issues' },
  admin: {
    group: 'Newsletter',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'send_at', 'audience', 'updatedAt'],
    description: 'Write an issue, preview it as the mail, send a test to yourself, then send it or schedule it.',
  },
  defaultSort: '-updatedAt',
  // The newsletter is an editor's (docs/decisions/060-four-roles.md).
  access: {
    read: mayOrRefuse('newsletter'),
    create: mayOrRefuse('newsletter'),
    update: mayOrRefuse('newsletter'),
    delete: mayOrRefuse('newsletter'),
  },
  endpoints: issueEndpoints,
  hooks: {
    beforeValidate: [syncMarkdownWithRichText<NewsletterIssue>({ markdown: 'intro', richText: 'intro_content' })],
    beforeChange: [keepSentIssuesAsSent],
  },
  fields: [
    {
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: 150,
      admin: { description: "The mail's subject line." },
    },
    ...markdownRichText<NewsletterIssue>({
      markdown: 'intro',
      richText: 'intro_content',
      label: 'Intro',
      description: 'Opens the mail, before the articles.',
    }),
    {
      name: 'articles',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      maxRows: 20,
      filterOptions: { is_published: { equals: true } },
      admin: { description: 'Published articles, in the order the mail lists them.' },
    },
    choiceField('audience', { all: 'Every confirmed subscriber', followers: 'Subscribers following chosen PMSes' }),
    {
      name: 'pmses',
      label: 'PMSes',
      type: 'relationship',
      relationTo: 'pmses',
      hasMany: true,
      admin: {
        condition: (data) => data?.audience === 'followers',
        description: 'Subscribers following any of these get the issue.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { audience?: string } }) =>
        siblingData.audience !== 'followers' || (Array.isArray(value) && value.length > 0)
          ? true
          : 'Choose at least one PMS, or send to every subscriber.',
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: ['draft', 'scheduled', 'sending', 'sent'],
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'send_at',
      label: 'Scheduled for',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/features/newsletter/cockpit/IssueActions#IssueActions' },
      },
    },
  ],
  timestamps: true,
}
