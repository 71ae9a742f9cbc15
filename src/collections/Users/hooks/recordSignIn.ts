import type { CollectionAfterLoginHook } from 'payload'

import type { User } from '../../../content/payload-types'
import type { SignInAttempt } from '../../../features/auth/signInLimits'
import { SIGN_IN_ATTEMPT } from './throttleSignIn'

/** The password was right: the attempt's points back, and the network known to the account from now on. */
export const recordSignIn: CollectionAfterLoginHook<User> = async ({ req }) => {
  await (req.context[SIGN_IN_ATTEMPT] as SignInAttempt | undefined)?.succeeded()
}
