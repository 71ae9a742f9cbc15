import type { CollectionConfig, FieldHook } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'

const normaliseEmail: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

/** Newsletter subscribers. Addresses are stored lower-cased, so uniqueness is case-insensitive. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'consent_given_at', 'confirmed_at'] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [normaliseEmail] },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'confirmed', 'unsubscribed'],
    },
    { name: 'consent_given_at', type: 'date', required: true },
    { name: 'consent_source', type: 'text', maxLength: 255, admin: { description: 'Where consent was given.' } },
    { name: 'confirmed_at', type: 'date' },
    { name: 'unsubscribed_at', type: 'date' },
  ],
  timestamps: true,
}
