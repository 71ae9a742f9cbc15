/** A subscriber's address spelt as every writer stores it (src/content/subscribers/subscriberEmail.ts). */
import type { FieldHook } from 'payload'

import { normaliseEmail } from '../../../content/subscribers/subscriberEmail'

export const normaliseEmailField: FieldHook = ({ value }) => (typeof value === 'string' ? normaliseEmail(value) : value)
