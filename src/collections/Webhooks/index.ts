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
/** The sealed secrets' access: written and read only by the server's own code (overrideAccess, or SQL). */
const SEALED = { read: () => false, create: () => false, update: () => false }

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
      // Ours replaces Payload's own check of a select's options, so it checks them too: an unknown event is a 400
      // naming the field, never the enum column's error; an event named twice would be sent twice.
      validate: (value: unknown) => {
        if (!Array.isArray(value) || value.length === 0) return 'Choose at least one event.'
        const unknown = value.find((event) => !(WEBHOOK_EVENTS as readonly unknown[]).includes(event))
        if (unknown !== undefined)
          return `${JSON.stringify(unknown)} is not an event; choose from ${WEBHOOK_EVENTS.join(', ')}.`
        return new Set(value).size === value.length ? true : 'Name each event once.'
      },
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
    // Hidden from every answer, and unreadable by access too: a hidden field can still be named in a `where`, which
    // would let anyone who may list endpoints read the sealed text a character at a time.
    { name: 'secret_sealed', type: 'text', required: true, hidden: true, access: SEALED },
    { name: 'previous_secret_sealed', type: 'text', hidden: true, access: SEALED },
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
