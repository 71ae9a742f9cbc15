import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../content/access/isAdmin'
import { SUBSCRIBER_STATUSES } from '../../content/subscribers/statusChanges'
import { CONSENT_SOURCES, DIGEST_FREQUENCIES } from '../../content/subscribers/subscriberInput'
import { exportConfirmedSubscribers } from './endpoints/exportSubscribers'
import { choiceField } from '../../content/fields/choiceField'
import { normaliseEmailField } from './hooks/normaliseEmailField'
import { onlyUnsubscribeByHand } from './hooks/onlyUnsubscribeByHand'

/** What the subscriber did and when, from where: set by the subscription endpoints only, never edited. */
const evidence = { readOnly: true }
const fixed = { update: () => false }

/**
 * Newsletter subscribers (docs/decisions/013-newsletter.md). Created only by POST /subscribe, confirmed only by
 * the link in the confirmation mail, unsubscribed by the one-click link or by an admin. Addresses keep the
 * reader's spelling with the domain lower-cased; uniqueness ignores case (the index is on lower(email)). Outside
 * the cockpit, subscribers are read and written only by their module (src/content/subscribers/), by the same rules
 * as these hooks.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: {
    group: 'Newsletter',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'consent_source', 'requested_at', 'confirmed_at', 'confirmed_ip'],
    description:
      'Readers who asked for the newsletter. Only confirmed ones are subscribed; their confirmation is the consent evidence.',
    components: { beforeListTable: ['/src/features/newsletter/ExportSubscribersLink#ExportSubscribersLink'] },
  },
  defaultSort: '-requested_at',
  // Addresses and network addresses are personal data: admins only, not every editor (docs/decisions/022).
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  endpoints: [{ path: '/export', method: 'get', handler: exportConfirmedSubscribers }],
  hooks: { beforeChange: [onlyUnsubscribeByHand] },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      access: fixed,
      admin: evidence,
      hooks: { beforeValidate: [normaliseEmailField] },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [...SUBSCRIBER_STATUSES],
      admin: {
        description:
          'Bounced: the mail server said the address does not exist (a permanent failure); nothing more is sent to it.',
      },
    },
    // The subscriber's own choices, changed only through the signed preferences link in their mails.
    {
      name: 'digest',
      type: 'select',
      required: true,
      defaultValue: 'weekly',
      options: [...DIGEST_FREQUENCIES],
      access: fixed,
      admin: { ...evidence, description: 'How often the digest of new articles comes (the subscriber chooses).' },
    },
    {
      name: 'follows',
      type: 'relationship',
      relationTo: 'pmses',
      hasMany: true,
      access: fixed,
      admin: { ...evidence, description: 'PMSes the subscriber follows.' },
    },
    choiceField(
      'digest_scope',
      { all: 'Every article', followed: 'Followed PMSes only' },
      { access: fixed, admin: evidence },
    ),
    {
      name: 'last_digest_at',
      type: 'date',
      access: fixed,
      admin: {
        ...evidence,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The newest digest covered articles published until this moment.',
      },
    },
    {
      name: 'bounced_at',
      type: 'date',
      access: fixed,
      admin: { ...evidence, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'bounce_reason', type: 'text', maxLength: 500, access: fixed, admin: evidence },
    {
      name: 'consent_source',
      type: 'select',
      options: [...CONSENT_SOURCES],
      access: fixed,
      admin: {
        ...evidence,
        description:
          'Where the request came from: the API, or the form on the home page, on an article, on /subscribe or a PMS hub\'s "Follow" ("footer": the form every page had until November 2026).',
      },
    },
    {
      name: 'requested_at',
      type: 'date',
      required: true,
      index: true,
      access: fixed,
      admin: { ...evidence, date: { pickerAppearance: 'dayAndTime' }, description: 'The latest request to subscribe.' },
    },
    { name: 'requested_ip', type: 'text', maxLength: 64, access: fixed, admin: evidence },
    {
      name: 'confirmation_queued_at',
      type: 'date',
      access: fixed,
      admin: {
        ...evidence,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the latest confirmation mail was queued (sent again at most hourly).',
      },
    },
    // Hidden from every API answer, and refused on every write through Payload: only the subscription code sets them.
    { name: 'confirm_token_hash', type: 'text', hidden: true, index: true, access: fixed },
    { name: 'confirm_token_expires_at', type: 'date', hidden: true, access: fixed },
    {
      name: 'confirmed_at',
      type: 'date',
      access: fixed,
      admin: {
        ...evidence,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Consent: when the subscriber confirmed by the link in their mail.',
      },
    },
    {
      name: 'confirmed_ip',
      type: 'text',
      maxLength: 64,
      access: fixed,
      admin: { ...evidence, description: 'Consent: the network address the confirmation came from.' },
    },
    // Set by the one-click link, or by onlyUnsubscribeByHand when an admin unsubscribes someone (a collection hook
    // runs after field access is applied, so it may set what a request may not).
    {
      name: 'unsubscribed_at',
      type: 'date',
      access: fixed,
      admin: { ...evidence, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'unsubscribed_via', type: 'select', options: ['one-click', 'cockpit'], access: fixed, admin: evidence },
  ],
  timestamps: true,
}
