/**
 * A password-reset request ("Forgot password?" in the cockpit; REST and GraphQL): the same answer, as soon, for
 * every address. The limits are counted first; then a job is queued (the same insert for every address) that runs
 * Payload's own forgot-password (a token on the account, the mail with its link) in the jobs queue, so that neither
 * the answer nor its time tells a stranger whether an account exists (docs/decisions/020-sign-in-policy.md), and a
 * mail the SMTP server refuses for the moment is sent once it is back (./passwordResetMailTask.ts). An address past
 * its mail limit is answered alike and sent nothing more.
 */
import { type Payload, ValidationError } from 'payload'

import { PASSWORD_RESET_MAIL_TASK } from './passwordResetMailTask'
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

/** Throws SignInThrottled (429) for a network over its limit; otherwise returns once the mail's job is queued. */
export async function requestPasswordReset(payload: Payload, email: unknown, clientIp: string): Promise<void> {
  const address = resetEmailOf(email)
  if (!(await signInLimitsOf(payload).admitPasswordReset(address, clientIp))) return
  // The account is looked up by the job, not here: the answer waits for this insert alone, whatever the address.
  await payload.jobs.queue({ task: PASSWORD_RESET_MAIL_TASK, input: { email: address } })
}
