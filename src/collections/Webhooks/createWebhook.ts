/**
 * A new webhook endpoint, made through Payload's create as the cockpit's register endpoint and the CLI make one:
 * sealSecretOnCreate makes its secret and seals it, and revealSecretOnce hands the plaintext back in this create's
 * result only.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Webhook } from '../../content/payload-types'

type NewWebhook = Pick<Webhook, 'url' | 'events'> & Partial<Pick<Webhook, 'description'>>

export async function createWebhook(
  payload: Payload,
  fields: NewWebhook,
  req?: PayloadRequest,
): Promise<Webhook & { secret: string }> {
  const created = await payload.create({
    collection: 'webhooks',
    // The hook sets the sealed secret in its place; the type asks for one because the column is required.
    data: { ...fields, secret_sealed: '' },
    overrideAccess: true,
    ...(req ? { req, user: req.user } : {}),
  })
  if (!('secret' in created) || typeof created.secret !== 'string')
    throw new Error('The new webhook came back without its secret (revealSecretOnce did not run).')
  return { ...created, secret: created.secret }
}
