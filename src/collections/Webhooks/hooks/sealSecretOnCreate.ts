import type { CollectionBeforeValidateHook } from 'payload'

import type { Webhook } from '../../../content/payload-types'
import { newWebhookSecret, sealWebhookSecret, secretHint } from '../../../content/webhooks/webhookSecrets'

export const NEW_SECRET_CONTEXT_KEY = 'newWebhookSecret'

/**
 * A new endpoint gets a fresh signing secret, kept sealed (docs/decisions/077-webhooks.md); the plaintext travels to
 * `revealSecretOnce` in the request context and nowhere else. On update, what the server keeps (the secrets, who made
 * it, its run of failures) cannot be written; enabling an endpoint again starts it afresh.
 */
export const sealSecretOnCreate: CollectionBeforeValidateHook<Webhook> = ({
  data = {},
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'create') {
    const secret = newWebhookSecret()
    req.context[NEW_SECRET_CONTEXT_KEY] = secret
    return {
      ...data,
      secret_sealed: sealWebhookSecret(secret),
      secret_hint: secretHint(secret),
      previous_secret_sealed: null,
      previous_secret_until: null,
      enabled: true,
      disabled_reason: null,
      failing_since: null,
      created_by: req.user?.collection === 'users' ? req.user.id : null,
    }
  }
  const enabledAgain = data.enabled === true && originalDoc?.enabled === false
  return {
    ...data,
    secret_sealed: originalDoc?.secret_sealed,
    secret_hint: originalDoc?.secret_hint,
    previous_secret_sealed: originalDoc?.previous_secret_sealed,
    previous_secret_until: originalDoc?.previous_secret_until,
    created_by: originalDoc?.created_by,
    disabled_reason: enabledAgain ? null : originalDoc?.disabled_reason,
    failing_since: enabledAgain ? null : originalDoc?.failing_since,
  }
}
