import type { CollectionConfig } from 'payload'

/**
 * Remembered answers of POST /api/articles per (API token, Idempotency-Key), so that a pipeline's retry returns
 * the first answer instead of creating a duplicate. Internal: no access except through the server's own code.
 */
export const IdempotencyKeys: CollectionConfig = {
  slug: 'idempotency-keys',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['token', 'key'], unique: true }],
  fields: [
    // Not required: deleting a token sets this to null rather than failing on the foreign key.
    { name: 'token', type: 'relationship', relationTo: 'api-tokens', index: true },
    { name: 'key', type: 'text', required: true, maxLength: 255 },
    { name: 'request_hash', type: 'text', required: true },
    { name: 'response_status', type: 'number', required: true },
    { name: 'response_body', type: 'json', required: true },
    { name: 'response_location', type: 'text' },
  ],
  timestamps: true,
}
