/**
 * A new signing secret for an endpoint (Standard Webhooks, "Key rotation"): the new one signs from now on, and the
 * one it replaces signs beside it until the grace ends, so that the receiver can take the new one in its own time
 * with no delivery failing in between. A second rotation within the grace ends the older one's at once.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { newWebhookSecret, sealWebhookSecret, secretHint } from './webhookSecrets'

/** The new secret, in plaintext this once; null when there is no such endpoint. */
export async function rotateWebhookSecret(
  payload: Payload,
  webhookId: number,
  graceHours: number,
): Promise<string | null> {
  const secret = newWebhookSecret()
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE webhooks SET previous_secret_sealed = secret_sealed,
      previous_secret_until = now() + make_interval(hours => ${graceHours}),
      secret_sealed = ${sealWebhookSecret(secret)}, secret_hint = ${secretHint(secret)}, updated_at = now()
    WHERE id = ${webhookId} RETURNING id`)
  return rows.length > 0 ? secret : null
}
