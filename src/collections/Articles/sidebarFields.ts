import type { Field } from 'payload'

import { ARTICLE_AI_USE_CHOICES, ARTICLE_AI_USE_LABELS } from '../../content/articles/articleAiUse'
import { wholeNumber } from '../../content/fields/wholeNumber'
import { env } from '../../ground/env'
import { aiUseInWords } from '../../ground/lib/aiUse'

/**
 * The article's sidebar in the cockpit, below the publication controls: reading time, whether and when it is live,
 * its reads and social-web counts, featuring, and what AI systems may do with it.
 */
export const articleSidebarFields: Field[] = [
  wholeNumber({
    name: 'reading_time_minutes',
    label: 'Reading time (minutes)',
    min: 0,
    admin: { position: 'sidebar', description: 'Left empty, it is computed from the body.' },
  }),
  {
    name: 'is_published',
    label: 'Live on the site',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description:
        'Set by Publish and Unpublish above. Publishing runs the summary, embedding, related articles and social post.',
    },
  },
  {
    name: 'scheduled',
    label: 'Scheduled',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      description:
        'Publish with "Publication date" in the future to schedule; it goes live then. Untick and publish to cancel.',
    },
  },
  {
    name: 'reads',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '/src/cockpit/ArticleReads#ArticleReads' } },
  },
  {
    name: 'social_web',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '/src/cockpit/SocialWebCounts#SocialWebCounts' } },
  },
  {
    name: 'is_featured',
    label: 'Featured on the home page',
    type: 'checkbox',
    defaultValue: false,
    admin: { position: 'sidebar' },
  },
  {
    name: 'ai_use',
    label: 'AI use',
    type: 'select',
    defaultValue: 'site',
    options: ARTICLE_AI_USE_CHOICES.map((value) => ({ value, label: ARTICLE_AI_USE_LABELS[value] })),
    admin: {
      position: 'sidebar',
      description: `What AI systems may do with this article, sent with it as Content-Signal, Content-Usage and TDMRep. The site's policy: ${aiUseInWords(env.aiUse)}.`,
    },
  },
  {
    name: 'quote_policy',
    label: 'Who may quote it',
    type: 'select',
    defaultValue: 'anyone',
    options: [
      { value: 'anyone', label: 'Anyone' },
      { value: 'followers', label: 'Our followers' },
      { value: 'nobody', label: 'Nobody' },
    ],
    admin: {
      position: 'sidebar',
      description:
        'Quote posts on Mastodon and the fediverse: whose requests to quote this article are accepted. Changing it later keeps the quotes already accepted; unpublishing revokes them.',
    },
  },
  {
    name: 'published_at',
    label: 'Publication date',
    type: 'date',
    index: true,
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime' },
      description: 'Empty: the moment it is first published.',
    },
  },
]
