import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { text255 } from '../fields/text255'
import { issueTokenOnCreate } from '../hooks/issueTokenOnCreate'
import { revealTokenOnce } from '../hooks/revealTokenOnce'

/**
 * Static bearer tokens for the operator's ingestion pipelines (POST /api/articles, /api/images). Issued by the CLI
 * (`npm run cli -- tokens:create`), which prints the plaintext once; the cockpit lists them and revokes them.
 */
export const ApiTokens: CollectionConfig = {
  slug: 'api-tokens',
  labels: { singular: 'API token', plural: 'API tokens' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'display_prefix', 'last_used_at', 'revoked_at', 'createdAt'],
    description: 'Issue tokens with `npm run cli -- tokens:create --name <name>`; revoke one by setting "Revoked at".',
  },
  access: {
    read: isAdmin,
    // Issuing happens in the CLI, where the plaintext can be shown exactly once.
    create: () => false,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeValidate: [issueTokenOnCreate],
    afterChange: [revealTokenOnce],
  },
  fields: [
    text255('name', { required: true }),
    { name: 'token_hash', type: 'text', required: true, unique: true, index: true, hidden: true },
    text255('display_prefix', { admin: { readOnly: true, description: 'The first characters of the token.' } }),
    { name: 'created_by', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    { name: 'last_used_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'revoked_at', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
