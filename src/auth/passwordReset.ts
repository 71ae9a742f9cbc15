/**
 * A password-reset request ("Forgot password?" in the cockpit; REST and GraphQL): the same answer, as soon, for
 * every address. The limits are counted first; then Payload's own forgot-password (a token on the account, the
 * mail with its link) runs after the answer, so that neither the answer nor its time tells a stranger whether an
 * account exists (docs/decisions/020-sign-in-policy.md). An address past its mail limit is answered alike and sent
 * nothing more.
 */
import { type Payload, ValidationError } from 'payload'

import { signInLimitsOf } from './signInLimits'

const MAX_EMAIL_LENGTH = 254

const refused = (message: string) => new ValidationError({ collection: 'users', errors: [{ path: 'email', message }] })

/** The email of the request, checked before anything is counted or looked up: a 400 naming the field. */
function resetEmailOf(email: unknown): string {
  if (typeof email !== 'string' || !email.trim()) throw refused('is required')
  if (email.length > MAX_EMAIL_LENGTH) throw refused(`must be at most ${MAX_EMAIL_LENGTH} characters`)
  if (email.includes('\u0000')) throw refused('must not contain NUL characters')
  return email
}

/** Throws SignInThrottled (429) for a network over its limit; otherwise returns at once, the work begun. */
export async function requestPasswordReset(payload: Payload, email: unknown, clientIp: string): Promise<void> {
  const address = resetEmailOf(email)
  if (!(await signInLimitsOf(payload).admitPasswordReset(address, clientIp))) return
  // Not awaited: the answer must not wait for the account lookup, the token or the mail. A failure (SMTP down) is
  // logged; the person asks again, as they would had the mail been lost on its way.
  void payload.forgotPassword({ collection: 'users', data: { email: address } }).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'The password-reset mail could not be made or sent' })
  })
}
