import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { spendPasswordCheck } from '../../../features/auth/passwordCheckCost'
import { accountKey, SignInThrottled, signInLimitsOf } from '../../../features/auth/signInLimits'
import { CLIENT_IP_HEADER } from '../../../ground/http/client/clientIp'
import { withRetryAfter } from '../../../features/auth/withRetryAfter'

/** Where the attempt waits in `req.context` for recordSignIn, should the password be right. */
export const SIGN_IN_ATTEMPT = 'signInAttempt'

/**
 * Before every sign-in to a cockpit account (the cockpit's REST and GraphQL login, and the OAuth sign-in page
 * through the local API, which passes the client's address in the same header): the sign-in limits, then, for an
 * address with no account, the cost of a password check, so that a wrong password takes as long whatever the
 * address (docs/decisions/020-sign-in-policy.md).
 */
export const throttleSignIn: CollectionBeforeOperationHook<'users'> = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  // Payload refuses these itself (400) before looking anything up.
  if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password.trim()) return args
  // PostgreSQL cannot compare text holding NUL: the lookup would fail with a 500.
  if (email.includes('\u0000')) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'email', message: 'must not contain NUL characters' }],
      req,
    })
  }
  try {
    req.context[SIGN_IN_ATTEMPT] = await signInLimitsOf(req.payload).beginSignIn(
      email,
      req.headers?.get(CLIENT_IP_HEADER) ?? 'unknown',
    )
  } catch (error) {
    if (error instanceof SignInThrottled) req.responseHeaders = withRetryAfter(req.responseHeaders, error)
    throw error
  }
  const account = await req.payload.db.findOne<{ id: number; hash?: unknown }>({
    collection: 'users',
    where: { email: { equals: accountKey(email) } },
    req,
  })
  if (typeof account?.hash !== 'string') await spendPasswordCheck(password)
  return args
}
