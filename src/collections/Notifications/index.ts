/**
 * The cockpit inbox's rows (docs/decisions/062-notifications.md): one per person told of an editorial event. Written
 * only by src/features/notifications/ (editorialEvent, in the step's transaction), read only by their recipient;
 * nothing here is public. Shown in the cockpit's own Inbox view (/cockpit/inbox), not in Payload's lists.
 */
import type { CollectionConfig } from 'payload'

import { EDITORIAL_EVENT_KINDS } from '../../features/notifications/events'
import { ownNotifications } from '../../features/notifications/ownNotifications'
import { markAllNotificationsReadEndpoint, markNotificationReadEndpoint } from './endpoints/markRead'

const nobody = () => false

export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { hidden: true, useAsTitle: 'text' },
  access: { read: ownNotifications, create: nobody, update: nobody, delete: nobody },
  endpoints: [markAllNotificationsReadEndpoint, markNotificationReadEndpoint],
  fields: [
    { name: 'recipient', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...EDITORIAL_EVENT_KINDS] },
    { name: 'article', type: 'relationship', relationTo: 'articles' },
    { name: 'actor', type: 'relationship', relationTo: 'users' },
    { name: 'text', type: 'text', required: true },
    { name: 'read_at', type: 'date' },
  ],
}
