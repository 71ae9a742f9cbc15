import type { CollectionAdminOptions, CollectionConfig, Endpoint, Field } from 'payload'

import { staffReadOnly } from '../content/access/staffReadOnly'

/**
 * A log the server appends to (an audit trail, the publish log): staff read it newest first in the cockpit's
 * `group`, nobody writes it there or through the API, and each record keeps when it happened.
 */
export function logCollection(
  slug: 'mcp-audit-events' | 'publish-events' | 'newsletter-runs' | 'staff-audit-events',
  labels: CollectionConfig['labels'],
  admin: CollectionAdminOptions,
  fields: Field[],
  endpoints: Endpoint[] = [],
): CollectionConfig {
  // A record nobody edits shows no "Edit" or "API" tabs: the page is the record, read only.
  const noTab = { tab: { condition: () => false } }
  const components = {
    ...admin.components,
    views: { edit: { default: noTab, api: noTab } },
  } as CollectionAdminOptions['components']
  return {
    slug,
    labels,
    admin: { ...admin, components },
    defaultSort: '-createdAt',
    access: staffReadOnly,
    fields,
    endpoints,
    timestamps: true,
  }
}
