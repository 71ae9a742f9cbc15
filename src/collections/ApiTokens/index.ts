import type { CollectionConfig } from 'payload'

import { mayOrRefuse } from '../../content/access/roleRefusals'
import { ROLE_LABELS, ROLES } from '../../content/access/roles'
import { apiTokenEndpoints } from './endpoints/apiTokens'
import { text255 } from '../../content/fields/text255'
import { issueTokenOnCreate } from './hooks/issueTokenOnCreate'
import { revealTokenOnce } from './hooks/revealTokenOnce'

/**
 * Static bearer tokens for the operator's ingestion pipelines (POST /api/articles, /api/images). Issued by admins in
 * the cockpit (src/cockpit/apiTokens/) or by the CLI (`npm run cli -- tokens:create`); either shows the plaintext
 * once, and only its hash is kept. Revoked in the cockpit with a confirmation, or by the CLI.
 */
export const ApiTokens: CollectionConfig = {
  slug: 'api-tokens',
  labels: { singular: 'API token', plural: 'API tokens' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'display_prefix', 'last_used_at', 'expires_at', 'revoked_at', 'createdAt'],
    description:
      "Tokens for your publishing pipelines (the REST API). A token's secret is shown once, when it is made.",
    components: { beforeListTable: ['/src/cockpit/apiTokens/IssueApiToken#IssueApiToken'] },
  },
  access: {
    read: mayOrRefuse('manage_tokens'),
    // Issued through the issue endpoint (and the CLI), which show the plaintext exactly once; Payload's own create
    // form would save a token nobody ever sees.
    create: () => false,
    update: mayOrRefuse('manage_tokens'),
    delete: mayOrRefuse('manage_tokens'),
  },
  endpoints: apiTokenEndpoints,
  hooks: {
    beforeValidate: [issueTokenOnCreate],
    afterChange: [revealTokenOnce],
  },
  fields: [
    text255('name', { label: 'Name', required: true }),
    {
      name: 'role',
      label: 'Role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      // Chosen when the token is issued; a token of a contributor's role makes drafts only (docs/decisions/060).
      access: { update: () => false },
      admin: { readOnly: true, description: "What the token may do: a contributor's token writes drafts only." },
    },
    { name: 'token_hash', type: 'text', required: true, unique: true, index: true, hidden: true },
    text255('display_prefix', {
      label: 'Starts with',
      admin: { readOnly: true, description: 'The first characters of the token.' },
    }),
    { name: 'created_by', label: 'Issued by', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      name: 'last_used_at',
      label: 'Last used',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'expires_at',
      label: 'Expires at',
      type: 'date',
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: never.' },
    },
    {
      name: 'revoked_at',
      label: 'Revoked at',
      type: 'date',
      index: true,
      // Set by the Revoke button (or the CLI), never typed.
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'revoke',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/cockpit/apiTokens/RevokeApiToken#RevokeApiToken' } },
    },
  ],
  timestamps: true,
}
