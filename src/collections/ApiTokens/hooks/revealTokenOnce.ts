import type { CollectionAfterChangeHook } from 'payload'

import { ISSUED_TOKEN_CONTEXT_KEY } from './issueTokenOnCreate'

/** The create operation's result, and only it, carries the plaintext token. */
export const revealTokenOnce: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  const token = req.context[ISSUED_TOKEN_CONTEXT_KEY]
  if (operation !== 'create' || typeof token !== 'string') return doc
  delete req.context[ISSUED_TOKEN_CONTEXT_KEY]
  return { ...doc, token }
}
