/** A subscriber's address spelt as every writer stores it (src/content/subscribers/subscriberEmail.ts). */
import type { FieldHook } from 'payload'

import type { Subscriber } from '../../../content/payload-types'
import { normaliseEmail } from '../../../content/subscribers/subscriberEmail'

export const normaliseEmailField: FieldHook<Subscriber, string | undefined> = ({ value }) =>
  typeof value === 'string' ? normaliseEmail(value) : value
