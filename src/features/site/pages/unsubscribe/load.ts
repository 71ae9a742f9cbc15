/** The unsubscribe page (`/subscribe/unsubscribe?token=…`, or `?result=…` after its POST): whom the token names. */
import type { Payload } from 'payload'

import { findUnsubscribeTarget, type UnsubscribeTarget } from '../../../newsletter/subscriptions'
import { newsletterQuery } from '../../newsletterQuery'
import type { SearchParams } from '../../sitePage'

export interface UnsubscribePage {
  token: string | undefined
  result: string | undefined
  /** Null for a token that names nobody, and when the page shows a POST's result instead. */
  target: UnsubscribeTarget | null
}

export async function loadUnsubscribePage(payload: Payload, search: SearchParams): Promise<UnsubscribePage> {
  const { token, result } = newsletterQuery(search)
  const target = token && !result ? await findUnsubscribeTarget(payload, token) : null
  return { token, result, target }
}
