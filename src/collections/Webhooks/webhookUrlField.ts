import type { TextField } from 'payload'

import { env } from '../../ground/env'
import { privateAddressesAllowed, webhookAddresses } from '../../features/webhooks/webhookUrl'

/**
 * The endpoint's URL, refused when it is saved unless a delivery could go there (https, public addresses only:
 * src/features/webhooks/webhookUrl.ts); Payload answers 400 naming the field, in the cockpit, REST and GraphQL alike.
 * The delivery checks it again, since what a name resolves to may change.
 */
export const webhookUrlField: TextField = {
  name: 'url',
  label: 'URL',
  type: 'text',
  required: true,
  maxLength: 2000,
  admin: { description: 'Where the events are POSTed: an https:// address on the public internet.' },
  validate: async (value: unknown) => {
    const checked = await webhookAddresses(value, privateAddressesAllowed(env))
    return 'problem' in checked ? `The URL ${checked.problem}.` : true
  },
}
