import type { Field } from 'payload'

import { newsletterRunEndpoints } from './endpoints/newsletterRun'
import { logCollection } from '../logCollection'

const count = (name: string, description: string): Field => ({
  name,
  type: 'number',
  defaultValue: 0,
  admin: { readOnly: true, description },
})

/**
 * A send of the newsletter, a digest or an issue (docs/decisions/036-newsletter-delivery.md): written by the
 * delivery code, read in the cockpit with its counts and failures, paused and resumed there.
 */
const description =
  'Every digest and issue sent: how many mails wait, went, failed or bounced. A send can be paused and resumed.'

export const NewsletterRuns = logCollection(
  'newsletter-runs',
  { singular: 'Newsletter send', plural: 'Newsletter sends' },
  {
    group: 'Newsletter',
    useAsTitle: 'label',
    defaultColumns: ['label', 'status', 'queued', 'sent', 'failed', 'bounced', 'createdAt'],
    description,
  },
  [
    { name: 'label', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['digest', 'issue'],
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'issue',
      type: 'relationship',
      relationTo: 'newsletter-issues',
      unique: true,
      admin: { position: 'sidebar' },
    },
    // The scheduled digest's day ("digest:2026-11-26"): unique, so two workers never make one day's digest twice.
    { name: 'slot', type: 'text', unique: true, admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'sending',
      options: ['sending', 'paused', 'done'],
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'finished_at',
      label: 'Finished at',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'row',
      fields: [
        count('queued', 'Waiting, retries included.'),
        count('sent', 'Accepted by the mail server.'),
        count('failed', 'Given up on (reasons below).'),
        count('bounced', 'No such address: the subscriber is marked bounced.'),
        count('skipped', 'The subscriber left first, or the articles were unpublished.'),
      ],
    },
    {
      name: 'report',
      type: 'ui',
      admin: { components: { Field: '/src/features/newsletter/cockpit/RunReport#RunReport' } },
    },
  ],
  newsletterRunEndpoints,
)
