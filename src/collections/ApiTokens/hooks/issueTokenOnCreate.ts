import type { CollectionBeforeValidateHook } from 'payload'

import type { ApiToken } from '../../../content/payload-types'
import { issueApiToken } from '../../../features/auth/apiTokenSecret'

export const ISSUED_TOKEN_CONTEXT_KEY = 'issuedApiToken'

/**
 * A new token record gets a fresh secret; only its hash and display prefix are stored. The plaintext travels to
 * `revealTokenOnce` in the request context and nowhere else. On update, the secret's fields cannot change.
 */
export const issueTokenOnCreate: CollectionBeforeValidateHook<ApiToken> = ({
  data = {},
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'create') {
    const issued = issueApiToken()
    req.context[ISSUED_TOKEN_CONTEXT_KEY] = issued.token
    return {
      ...data,
      token_hash: issued.hash,
      display_prefix: issued.displayPrefix,
      created_by: data.created_by ?? req.user?.id ?? null,
    }
  }
  return {
    ...data,
    token_hash: originalDoc?.token_hash,
    display_prefix: originalDoc?.display_prefix,
    created_by: originalDoc?.created_by,
  }
}
