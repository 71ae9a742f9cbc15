import type { CollectionAfterChangeHook } from 'payload'

import type { Webhook } from '../../../content/payload-types'
import { NEW_SECRET_CONTEXT_KEY } from './sealSecretOnCreate'

/** The create operation's result, and only it, carries the plaintext secret. */
export const revealSecretOnce: CollectionAfterChangeHook<Webhook> = ({ doc, operation, req }) => {
  const secret = req.context[NEW_SECRET_CONTEXT_KEY]
  if (operation !== 'create' || typeof secret !== 'string') return doc
  delete req.context[NEW_SECRET_CONTEXT_KEY]
  return { ...doc, secret }
}
