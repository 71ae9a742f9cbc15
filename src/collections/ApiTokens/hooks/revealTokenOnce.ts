import type { CollectionAfterChangeHook } from 'payload'

import type { ApiToken } from '../../../content/payload-types'
import { ISSUED_TOKEN_CONTEXT_KEY } from './issueTokenOnCreate'

/** The create operation's result, and only it, carries the plaintext token. */
export const revealTokenOnce: CollectionAfterChangeHook<ApiToken> = ({ doc, operation, req }) => {
  const token = req.context[ISSUED_TOKEN_CONTEXT_KEY]
  if (operation !== 'create' || typeof token !== 'string') return doc
  delete req.context[ISSUED_TOKEN_CONTEXT_KEY]
  return { ...doc, token }
}
