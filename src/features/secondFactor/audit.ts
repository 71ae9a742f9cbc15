/**
 * Second-factor events in the staff audit trail (issue 61: set-up, removal and recovery-code use), each recorded with
 * the person as its actor, in the request's transaction.
 */
import type { PayloadRequest } from 'payload'

import { recordStaffAction } from '../../content/auditEvents/staffActions'

export type SecondFactorEvent =
  | 'totp_set_up'
  | 'totp_removed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'recovery_codes_generated'
  | 'recovery_code_used'
  | 'second_factors_reset'

const SUMMARIES: Record<SecondFactorEvent, string> = {
  totp_set_up: 'set up an authenticator app',
  totp_removed: 'removed their authenticator app',
  passkey_added: 'added a passkey',
  passkey_removed: 'removed a passkey',
  recovery_codes_generated: 'generated new recovery codes',
  recovery_code_used: 'signed in with a recovery code',
  second_factors_reset: 'had every second factor removed by an operator (users:reset-second-factor)',
}

export async function recordSecondFactorEvent(
  req: PayloadRequest,
  person: { id: number; email: string },
  event: SecondFactorEvent,
  detail = '',
): Promise<void> {
  await recordStaffAction(req, {
    action: event,
    targetCollection: 'users',
    targetId: person.id,
    summary: `${person.email} ${SUMMARIES[event]}${detail ? ` (${detail})` : ''}.`,
  })
}
