import type { CollectionBeforeLoginHook, CollectionBeforeOperationHook } from 'payload'

import type { SignInAttempt } from '../../../features/auth/signInLimits'
import { holdForSecondFactor as hold, RESETTING_PASSWORD } from '../../../features/secondFactor/signInGate'
import { SIGN_IN_ATTEMPT } from './throttleSignIn'

/**
 * After a right password and before Payload signs the session's JWT, on every way in (REST, GraphQL, the OAuth page,
 * a password reset): no session for a person with a second factor until the second step passes
 * (docs/decisions/063-second-factor.md).
 */
export const holdForSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  await hold(req, user, req.context[SIGN_IN_ATTEMPT] as SignInAttempt | undefined)
  return user
}

/** Tells the gate that the login it sees is a password reset's, whose session it takes back rather than refuse. */
export const markPasswordReset: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword') req.context[RESETTING_PASSWORD] = true
  return args
}
