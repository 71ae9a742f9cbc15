/**
 * The confirmation page (`/subscribe/confirm?token=…`, or `?result=…` after its POST): the token's state, looked up
 * without confirming anything.
 */
import type { Payload } from 'payload'

import { type ConfirmationState, lookUpConfirmation } from '../../../newsletter/subscriptions'
import { newsletterQuery } from '../../newsletterQuery'
import type { SearchParams } from '../../sitePage'

export interface ConfirmPage {
  token: string | undefined
  result: string | undefined
  /** Null when the page shows a POST's result instead. */
  state: ConfirmationState | null
}

export async function loadConfirmPage(payload: Payload, search: SearchParams): Promise<ConfirmPage> {
  const { token, result } = newsletterQuery(search)
  const state = result ? null : token ? await lookUpConfirmation(payload, token) : { state: 'invalid' as const }
  return { token, result, state }
}
