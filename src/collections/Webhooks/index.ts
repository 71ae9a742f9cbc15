import type { CollectionConfig } from 'payload'

import { mayOrRefuse } from '../../content/access/roleRefusals'
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '../../content/webhooks/webhookEvents'
import { webhookEndpoints } from './endpoints/webhookEndpoints'
import { revealSecretOnce } from './hooks/revealSecretOnce'
import { sealSecretOnCreate } from './hooks/sealSecretOnCreate'
import { webhookUrlField } from './webhookUrlField'

/**
 * Endpoints that hear of the site's public changes (docs/decisions/077-webhooks.md), signed as Standard Webhooks say
 * and delivered by the worker. Admins only, everywhere (`manage_webhooks`): the cockpit, `/cms-api` REST and GraphQL.
 * Registered by the cockpit's form above the list (src/cockpit/webhooks/) or the CLI (`webhooks:create`), either of
 * which shows the secret once; it is kept sealed. The edit view shows the delivery log with "Send test" and
 * "Redeliver", and rotates the secret.
 */
export const Webhooks: CollectionConfig = {
  slug: 'webhooks',
  labels: { singular: 'Webhook', plural: 'Webhooks' },
  admin: {
    useAsTitle: 'url',
    defaultColumns: ['url', 'events', 'enabled', 'failing_since', 'updatedAt'],
    description: 'Endpoints your other systems run, told of published, changed and removed content as it happens.',
    components: { beforeListTable: ['/src/cockpit/webhooks/RegisterWebhook#RegisterWebhook'] },
  },
  access: {
    read: mayOrRefuse('manage_webhooks'),
    // Registered through the register endpoint (and the CLI), which show the secret exactly once; Payload's own
    // create form would make an endpoint whose secret nobody ever sees.
    create: () => false,
    update: mayOrRefuse('manage_webhooks'),
    delete: mayOrRefuse('manage_webhooks'),
  },
  endpoints: webhookEndpoints,
  hooks: {
    beforeValidate: [sealSecretOnCreate],
    afterChange: [revealSecretOnce],
  },
  fields: [
    webhookUrlField,
    {
      name: 'events',
      label: 'Events',
      type: 'select',
      hasMany: true,
      required: true,
      options: WEBHOOK_EVENTS.map((value) => ({ value, label: value })),
      admin: { description: WEBHOOK_EVENTS.map((value) => `${value}: ${WEBHOOK_EVENT_LABELS[value]}`).join('; ') },
      validate: (value: unknown) => (Array.isArray(value) && value.length > 0 ? true : 'Choose at least one event.'),
    },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      maxLength: 500,
      admin: { description: 'What listens there, for whoever looks after it next.' },
    },
    {
      name: 'enabled',
      label: 'Enabled',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Disabled by the worker after 410 Gone or a day of failures; tick to send to it again.',
      },
    },
    {
      name: 'disabled_reason',
      label: 'Disabled because',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.disabled_reason) },
    },
    {
      name: 'failing_since',
      label: 'Failing since',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'secret_hint',
      label: 'Secret',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true, description: 'Its first characters; the secret is kept sealed.' },
    },
    { name: 'secret_sealed', type: 'text', required: true, hidden: true },
    { name: 'previous_secret_sealed', type: 'text', hidden: true },
    {
      name: 'previous_secret_until',
      label: 'The previous secret signs until',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'created_by',
      label: 'Registered by',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
    {
      name: 'deliveries',
      type: 'ui',
      admin: { components: { Field: '/src/cockpit/webhooks/WebhookDeliveries#WebhookDeliveries' } },
    },
  ],
  timestamps: true,
}
